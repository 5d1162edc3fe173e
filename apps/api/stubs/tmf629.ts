import type { RunningStub, StubOptions } from './running-stub';
import { type TmfStubOptions, TmfStubServer, tmfError } from './tmf-stub-server';

/** TMF629's root on the stub, as TMF629_BASE_URL names it. */
export const TMF629_ROOT = '/tmf-api/customerManagement/v4';

/** A fixed-line line as the stub's records hold it. */
export interface StubLine {
  telephoneNumber: string;
  accountNumber: string;
  connectionType: number;
  name: string;
  street1: string;
  city: string;
  basePackage: string;
}

/**
 * The demo fixed-line lines, the same the sandbox's table is seeded with (README lists them), kept
 * here as plain data: a stub never reads the api's code.
 */
const DEMO_LINES: StubLine[] = [
  ['0112345678', '0012345678', 1, 'Nimal Perera', '42 Flower Road', 'Colombo 07', 'PEO Family'],
  ['0112987654', '0012987654', 3, 'Nimal Perera', '15 Duplication Road', 'Colombo 03', 'ADSL'],
  ['0332245678', '0033224567', 4, 'Kamala Silva', '8 Temple Road', 'Gampaha', 'Fibre'],
  ['0812234567', '0081223456', 2, 'Chamari Dissanayake', '23 Peradeniya Road', 'Kandy', 'Voice'],
  ['0912234567', '0091223456', 5, 'Ajith Kumara', '5 Lighthouse Street', 'Galle Fort', '4G LTE'],
  ['0382245566', '0038224556', 2, 'Priyanka Gunawardena', '9 Station Road', 'Panadura', 'Voice'],
  ['0662233445', '0066223344', 5, 'Priyanka Gunawardena', '4 Hill Street', 'Matale', '4G LTE'],
  ['0112555123', '0012555123', 1, 'Saman Wickramasinghe', '77 Galle Road', 'Dehiwala', 'PEO Lite'],
  ['0342223344', '0034222334', 2, 'Fathima Rizvi', '12 Main Street', 'Kalutara', 'Voice'],
  ['0472211223', '0047221122', 3, 'Tharindu Jayawardena', '3 Harbour Road', 'Hambantota', 'ADSL'],
  ['0212223456', '0021222345', 4, 'Kavitha Shanmugam', '19 Hospital Road', 'Jaffna', 'Fibre'],
  ['0252234567', '0025223456', 5, 'Pradeep Rathnayake', '41 Maithripala Senanayake Mawatha', 'Anuradhapura', '4G LTE'],
].map(([telephoneNumber, accountNumber, connectionType, name, street1, city, basePackage]) => ({
  telephoneNumber: String(telephoneNumber),
  accountNumber: String(accountNumber),
  connectionType: Number(connectionType),
  name: String(name),
  street1: String(street1),
  city: String(city),
  basePackage: String(basePackage),
}));

/** A line as a TMF629 Customer, written as a real BSS would (the number in +94 form, @type and href). */
function customerOf(line: StubLine, index: number, baseUrl: string) {
  const id = `CUST-${String(index + 1).padStart(5, '0')}`;
  return {
    id,
    href: `${baseUrl}${TMF629_ROOT}/customer/${id}`,
    name: line.name,
    status: 'Approved',
    engagedParty: { id: `IND-${id}`, name: line.name, '@referredType': 'Individual' },
    account: [{ id: line.accountNumber, name: 'Fixed-line billing account', '@referredType': 'BillingAccount' }],
    characteristic: [
      { name: 'connectionType', valueType: 'integer', value: line.connectionType },
      { name: 'basePackage', valueType: 'string', value: line.basePackage },
      { name: 'segment', valueType: 'string', value: 'residential' },
    ],
    contactMedium: [
      {
        mediumType: 'telephone',
        preferred: true,
        characteristic: { contactType: 'fixed', phoneNumber: `+94${line.telephoneNumber.slice(1)}` },
      },
      {
        mediumType: 'postalAddress',
        characteristic: { contactType: 'installation', street1: line.street1, city: line.city, country: 'LK' },
      },
    ],
    '@type': 'Customer',
  };
}

const localNumber = (written: string) => written.replace(/^\+94/, '0');

export interface Tmf629Stub extends RunningStub {
  server: TmfStubServer;
  /** Adds a line to the records (a test's own customer). */
  addLine(line: StubLine): void;
}

/**
 * TM Forum TMF629 Customer Management v4 on loopback: `GET /customer` with TMF630 attribute filters
 * (contactMedium.characteristic.phoneNumber, account.id) and `GET /customer/{id}`, behind the OAuth
 * token endpoint, with the shared failure controls (tmf-stub-server.ts).
 */
export async function startTmf629Stub(options: StubOptions & TmfStubOptions = {}): Promise<Tmf629Stub> {
  const server = new TmfStubServer(TMF629_ROOT, options);
  const lines = [...DEMO_LINES];
  let baseUrl = '';
  const customers = () => lines.map((line, index) => customerOf(line, index, baseUrl));

  server.app.get<{ Querystring: Record<string, string> }>(`${TMF629_ROOT}/customer`, async (request, reply) => {
    const phone = request.query['contactMedium.characteristic.phoneNumber'];
    const account = request.query['account.id'];
    const found = customers().filter(
      (customer) =>
        (phone === undefined ||
          customer.contactMedium.some(
            (medium) => localNumber(medium.characteristic.phoneNumber ?? '') === localNumber(phone),
          )) &&
        (account === undefined || customer.account.some((ref) => ref.id === account)),
    );
    return reply.header('x-total-count', found.length).header('x-result-count', found.length).send(found);
  });
  server.app.get<{ Params: { id: string } }>(`${TMF629_ROOT}/customer/:id`, async (request, reply) => {
    const customer = customers().find((candidate) => candidate.id === request.params.id);
    if (!customer) return reply.code(404).send(tmfError(404, 'Not Found', 'no such customer'));
    return customer;
  });

  baseUrl = await server.listen(options.port, options.host);
  return {
    name: 'TMF629 customer management',
    url: baseUrl,
    server,
    addLine: (line) => lines.push(line),
    close: () => server.close(),
  };
}
