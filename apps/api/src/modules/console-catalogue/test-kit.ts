import type { ConsoleCreateProductRequest, ConsoleProduct, StaffAuditPage } from '@selfcare/contracts';
import type { TestApp } from '../../../test/app';
import { bearer } from '../../../test/factories';
import { signedInStaff } from '../console/test-kit';

export const CONSOLE = '/api/console/v1';
export const FROM = '203.0.113.27';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in member of `role` and a caller that speaks for them from FROM. */
export async function consoleCaller(
  t: TestApp,
  role: 'administrator' | 'catalogue_manager' | 'marketing' = 'catalogue_manager',
) {
  const staff = await signedInStaff(t, role);
  const call = (method: Method, path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${CONSOLE}${path}`,
      headers: bearer(staff.token),
      remoteAddress: FROM,
      ...(payload ? { payload } : {}),
    });
  const audit = async (query: string) => {
    const admin = role === 'administrator' ? staff : await signedInStaff(t, 'administrator');
    const response = await t.app.inject({ url: `${CONSOLE}/audit?${query}`, headers: bearer(admin.token) });
    return response.json<StaffAuditPage>().entries;
  };
  return { staff, call, audit };
}

let channelNumbers = 9000 + Math.floor(Math.random() * 1000) * 50;
/** A channel number no seeded product has, different each call. */
export const freshChannelNo = () => {
  channelNumbers += 1;
  return channelNumbers;
};

/** A standalone channel with a monthly option at `price`, as the console form sends it. */
export function channelForm(
  name: string,
  price = 500,
  extra: Partial<ConsoleCreateProductRequest> = {},
): ConsoleCreateProductRequest {
  return {
    productType: 'channel',
    name,
    description: `${name}, made by a test`,
    imageUrl: '/media/channel/test.svg',
    thumbnailUrl: '/media/channel/test.svg',
    purchaseMode: 'PURCHASE_MODE_STANDALONE',
    channelNo: freshChannelNo(),
    purchaseOption: {
      name: 'Monthly subscription',
      purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
      price,
      utilizationPeriod: 1,
      utilizationPeriodUnit: 'MONTHS',
    },
    ...extra,
  };
}

/** The product's form fields back from its console view (for a full edit). */
export function formOf(product: ConsoleProduct) {
  const {
    id: _id,
    status: _status,
    purchaseOptions: _options,
    purchaseOptionGroupId: _group,
    discountOptionGroupId: _discounts,
    createdAt: _created,
    updatedAt: _updated,
    ...fields
  } = product;
  return fields;
}
