import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';

type DemoCustomer = {
  code: string;
  sector: string;
  type: string;
  npwp: string | null;
  address: string;
  area: [string, string, string];
  postCode: string;
  /** CUS-TIMUR keeps no contact, so the list shows its '-'. */
  contact: string | null;
  jobTitle: string | null;
  /** The super admin's sign-in, or the company's own contact when it has no super admin. */
  admin: string | null;
  phone: string;
  email: string;
};

const CUSTOMERS: DemoCustomer[] = [
  {
    code: 'CUS-LOGNUS',
    sector: 'logistics',
    type: 'pt',
    npwp: '012345678901000',
    address: 'Jl. Cakung Cilincing Raya 12',
    area: ['31', '31.75', '31.75.06'],
    postCode: '13910',
    contact: 'Agus Wijaya',
    jobTitle: 'Fleet Manager',
    admin: 'customer',
    phone: '081234567890',
    email: 'customer@demo.armada.local',
  },
  {
    code: 'CUS-SINAR',
    sector: 'logistics',
    type: 'pt',
    npwp: null,
    address: 'Jl. Sultan Agung 45, Bekasi',
    area: ['32', '32.75', '32.75.02'],
    postCode: '17134',
    contact: 'Rudi Hartono',
    jobTitle: 'Operations Head',
    admin: null,
    phone: '081311112222',
    email: 'ops@sinar.demo.armada.local',
  },
  {
    code: 'CUS-MAJU',
    sector: 'distribution',
    type: 'cv',
    npwp: '3578012345678901',
    address: 'Jl. Rungkut Industri III/7',
    area: ['35', '35.78', '35.78.03'],
    postCode: '60293',
    contact: 'Dewi Lestari',
    jobTitle: 'Owner',
    admin: 'customer2',
    phone: '082145678901',
    email: 'customer2@demo.armada.local',
  },
  {
    code: 'CUS-TIMUR',
    sector: 'construction',
    type: 'pt',
    npwp: null,
    address: 'Jl. Raya Waru 101, Sidoarjo',
    area: ['35', '35.15', '35.15.18'],
    postCode: '61256',
    contact: null,
    jobTitle: null,
    admin: null,
    phone: '085733334444',
    email: 'admin@timur.demo.armada.local',
  },
  {
    code: 'CUS-BARU',
    sector: 'mining',
    type: 'pt',
    npwp: '029876543210000',
    address: 'Jl. Dr. Wahidin Sudirohusodo 8, Gresik',
    area: ['35', '35.25', '35.25.14'],
    postCode: '61124',
    contact: 'Bambang Sutrisno',
    jobTitle: 'Director',
    admin: 'nopolicy',
    phone: '081955556666',
    email: 'nopolicy@demo.armada.local',
  },
];

/** The demo customers' fields and super admins; fills customers whose fields are still empty. */
export async function seedCustomers(db: Db): Promise<void> {
  for (const c of CUSTOMERS) {
    const [admin] = c.admin ? await db.select({ id: users.id }).from(users).where(eq(users.username, c.admin)) : [];
    const [province_id, city_id, district_id] = c.area;
    await db
      .update(organizations)
      .set({
        business_sector: c.sector,
        business_type: c.type,
        npwp: c.npwp,
        province_id,
        city_id,
        district_id,
        post_code: c.postCode,
        contact_name: c.contact,
        job_title: c.jobTitle,
        super_admin_id: admin?.id ?? null,
        address: sql`coalesce(${organizations.address}, ${c.address})`,
        phone: sql`coalesce(${organizations.phone}, ${c.phone})`,
        email: sql`coalesce(${organizations.email}, ${c.email})`,
      })
      .where(and(eq(organizations.code, c.code), isNull(organizations.business_sector)));
  }
}
