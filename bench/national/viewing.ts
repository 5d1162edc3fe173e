// A connection's viewing profiles (one to three, the first the default) and paired devices (none to three).
import { PLAN_TABLE } from './plan';
import { hash, pick, uuidFrom } from './sql';

const PROFILE_NAMES = ['Family', 'Amma', 'Kids', 'Thaththa'];
const RATINGS = ['G', 'PG', 'PG-13', 'R'];
const DEVICES = ['Android TV', 'iPhone 15', 'Galaxy A54', 'Samsung Smart TV', 'Web Browser', 'iPad Air'];

export const viewingStatements = () => [
  `insert into profiles (id, connection_id, name, default_profile, parental_rating, auth_pin, created_at)
   select ${uuidFrom(`'profile:' || connection_id || ':' || i`)}, connection_id,
          (array['${PROFILE_NAMES.join("', '")}'])[i + 1], i = 0,
          case when i = 0 then 'R' else ${pick(RATINGS, `'rating:' || connection_id || ':' || i`)} end,
          lpad((${hash(`'profile-pin:' || connection_id || ':' || i`)} % 10000)::text, 4, '0'), created_at
     from ${PLAN_TABLE} cross join lateral generate_series(0, ${hash(`'profiles:' || connection_id`)} % 3) i
    where status <> 'pending_registration'`,
  `insert into devices (id, connection_id, name, device_uid, device_model, created_at)
   select ${uuidFrom(`'device:' || connection_id || ':' || i`)}, connection_id, 'Device ' || i,
          upper(left(md5('device-uid:' || connection_id || ':' || i), 12)),
          ${pick(DEVICES, `'model:' || connection_id || ':' || i`)}, created_at + i * interval '1 day'
     from ${PLAN_TABLE} cross join lateral generate_series(1, ${hash(`'devices:' || connection_id`)} % 4) i
    where status <> 'pending_registration'`,
];
