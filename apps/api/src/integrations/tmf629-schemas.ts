import { z } from 'zod';

/**
 * The parts of TM Forum TMF629 Customer Management v4 the portal reads, written from the published
 * OpenAPI document (tmforum-apis/TMF629_CustomerManagement). Objects are loose: a real server adds
 * fields of its own (and TMF's @type / @baseType / href), which pass untouched; what the portal relies
 * on, and what TMF629 requires, is checked. The stub's tests check both sides against these.
 */

/** A name / value pair (TMF629 Characteristic); the value may be any JSON. */
export const tmfCharacteristicSchema = z.looseObject({
  name: z.string().min(1),
  valueType: z.string().optional(),
  value: z.unknown(),
});

/** MediumCharacteristic: a telephone number, an e-mail address or a postal address, by mediumType. */
export const mediumCharacteristicSchema = z.looseObject({
  contactType: z.string().optional(),
  phoneNumber: z.string().optional(),
  emailAddress: z.string().optional(),
  street1: z.string().optional(),
  street2: z.string().optional(),
  city: z.string().optional(),
  postCode: z.string().optional(),
  stateOrProvince: z.string().optional(),
  country: z.string().optional(),
});

export const contactMediumSchema = z.looseObject({
  mediumType: z.string().min(1),
  preferred: z.boolean().optional(),
  characteristic: mediumCharacteristicSchema,
});

/** AccountRef: TMF629 requires its name; the account number is its id (docs/integrations.md). */
export const accountRefSchema = z.looseObject({
  id: z.string().optional(),
  href: z.string().optional(),
  name: z.string(),
  '@referredType': z.string().optional(),
});

export const relatedPartySchema = z.looseObject({
  id: z.string().min(1),
  href: z.string().optional(),
  name: z.string().optional(),
  role: z.string().optional(),
  '@referredType': z.string().min(1),
});

export const customerSchema = z.looseObject({
  id: z.string().min(1),
  href: z.string().optional(),
  name: z.string().optional(),
  status: z.string().optional(),
  engagedParty: relatedPartySchema,
  account: z.array(accountRefSchema).optional(),
  characteristic: z.array(tmfCharacteristicSchema).optional(),
  contactMedium: z.array(contactMediumSchema).optional(),
});

export type TmfCustomer = z.infer<typeof customerSchema>;

/** GET /customer answers a JSON array (with X-Total-Count / X-Result-Count headers). */
export const customerListSchema = z.array(customerSchema);

/** TMF630's error body, answered with every 4xx and 5xx. */
export const tmfErrorSchema = z.looseObject({
  code: z.string(),
  reason: z.string(),
  message: z.string().optional(),
  status: z.string().optional(),
});
