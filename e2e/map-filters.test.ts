import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  ALERT_MUTE_DELETE_PATH,
  ALERT_MUTE_LIST_PATH,
  GENERIC_LIST_LIMIT,
  initialFilterState,
  JOB_ORDER_PATHS,
  matchesFilters,
  SENSOR_FILTERS,
  selectSensorFilter,
  setHealthFilter,
  setMutedAlerts,
  setSpeedBand,
  toggleCheck,
  toggleStatus,
  VEHICLE_GROUP_LIST_PATH,
  type AlertMutePage,
  type Envelope,
  type MapFilterState,
  type MonitoringPage,
  type OnDutyCountAnswer,
  type OnDutyListAnswer,
  type SensorFilter,
  type VehicleGroupPage,
} from '@armada/domain';
import { newPage, signInThroughSso } from './support/browser.js';
import { openMaps, openVehicle } from './support/maps-page.js';
import { useBrowser } from './support/fixtures.js';
import { driveTrucks, startFleetServer, TRUCK_STATES, type FleetServer } from './support/fleet-server.js';
import { callAs, filterableOf, serverFleet, tokenOf } from './support/server-api.js';

const { browser } = useBrowser();
let server: FleetServer | undefined;
let baseUrl = '';

beforeAll(async () => {
  server = await startFleetServer();
  baseUrl = server.url;
  await driveTrucks(server, 'customer', TRUCK_STATES);
});
afterAll(async () => {
  await server?.stop();
});

/** What the server answers the user: the fleet, who is on duty, the duty counts, the groups, the mutes. */
async function serverView(username: string) {
  const token = await tokenOf(baseUrl, username);
  const fleet: MonitoringPage = await serverFleet(baseUrl, username);
  const duty = await callAs<OnDutyListAnswer>(baseUrl, token, JOB_ORDER_PATHS.onDutyList, {
    method: 'POST',
    json: { page_size: GENERIC_LIST_LIMIT },
  });
  const counts = await callAs<OnDutyCountAnswer>(baseUrl, token, JOB_ORDER_PATHS.onDutyCount, {
    method: 'POST',
    json: {},
  });
  const groups = await callAs<Envelope<VehicleGroupPage>>(
    baseUrl,
    token,
    `${VEHICLE_GROUP_LIST_PATH}?count_perpage=100`,
  );
  return {
    token,
    fleet,
    duty,
    onDuty: new Set(duty.vehicles_on_duty.map((v) => v.imei)),
    counts,
    groups: groups.result.data,
  };
}
type ServerView = Awaited<ReturnType<typeof serverView>>;

async function mutedOf(view: ServerView): Promise<Set<string>> {
  const answer = await callAs<Envelope<AlertMutePage>>(baseUrl, view.token, ALERT_MUTE_LIST_PATH);
  return new Set(answer.result.data.map((mute) => mute.imei));
}

/** How many of the server's vehicles the domain's rules keep for this filter state. */
const expected = (view: ServerView, state: MapFilterState, muted: ReadonlySet<string> = new Set()) =>
  view.fleet.data.filter((v) => matchesFilters(filterableOf(v, { onDuty: view.onDuty, muted }), state)).length;

const SENSOR_LABELS: Record<SensorFilter, string> = {
  normal: 'Normal',
  dismantled: 'Dismantled',
  load_over_limit: 'Load Over Limit',
  abnormal_temperature: 'Abnormal Temperature',
  door_open: 'Door Open',
};

/** The map loads and filters asynchronously (deferred), and the shared machine is often busy: generous waits. */
const POLL = { timeout: 30_000 };

function mapChecks(page: Page, view: ServerView) {
  const total = view.fleet.total_data;
  // The count shown against the server's, out of the fleet this file's own server holds.
  const shows = (count: number) =>
    expect.poll(() => page.getByText(`${count} of ${total} vehicles`).count(), POLL).toBe(1);
  /** Applies a filter, checks the count against the server's data, then takes it off again. */
  const check = async (state: MapFilterState, on: () => Promise<void>, off: () => Promise<void>) => {
    const count = expected(view, state);
    // A filter that keeps every truck would pass without working: the data must make it narrow.
    expect(count).not.toBe(total);
    await on();
    await shows(count);
    await off();
    await shows(total);
  };
  const popover = page.locator('.ant-popover');
  const openFilters = async () => {
    if (!(await popover.isVisible())) await page.getByRole('button', { name: 'Filters' }).click();
    await popover.waitFor();
  };
  const box = (group: string, label: string): Locator =>
    popover.getByRole('group', { name: group }).getByLabel(label, { exact: true });
  return { total, shows, check, popover, openFilters, box };
}

const I = initialFilterState;

describe('the live map filters', () => {
  it("filter a customer's fleet by every filter group exactly as the server's data says", async () => {
    const view = await serverView('customer');
    expect(view.counts.on_duty).toBe(view.fleet.data.filter((v) => view.onDuty.has(v.imei)).length);
    expect(view.counts.on_duty).toBeGreaterThan(0);
    const { context, page } = await newPage(browser(), baseUrl);
    context.setDefaultTimeout(POLL.timeout);
    const { total, shows, check, popover, openFilters, box } = mapChecks(page, view);
    await openMaps(page, 'customer');
    await shows(total);

    // The two Not updated counts agree with each other and with the server: stale data or an inactive device.
    const stale = view.fleet.data.filter((v) => v.movement === 'notupdate' || v.movement === 'inactive').length;
    await expect
      .poll(() => page.locator('.ant-segmented-item', { hasText: 'Not updated' }).first().innerText())
      .toBe(`Not updated ${stale}`);
    expect(await page.getByRole('checkbox', { name: `Not Update ${stale}`, exact: true }).count()).toBe(1);
    const health = (name: string) => page.locator('.ant-segmented-item', { hasText: name }).first().click();
    await check(
      setHealthFilter(I, 'abnormal'),
      () => health('Abnormal'),
      () => health('All vehicles'),
    );
    const statusBox = (name: string) =>
      page.getByRole('group', { name: 'Vehicle status' }).getByRole('checkbox', { name: new RegExp(`^${name} \\d+$`) });
    // Ticked means shown: every status starts ticked, and unticking Moving hides the moving trucks.
    expect(await statusBox('Moving').isChecked()).toBe(true);
    const status = (name: string) => statusBox(name).click();
    await check(
      toggleStatus(I, 'moving'),
      () => status('Moving'),
      () => status('Moving'),
    );
    await check(
      toggleStatus(I, 'off'),
      () => status('Off'),
      () => status('Off'),
    );

    await openFilters();
    const sensor = SENSOR_FILTERS.find((option) => {
      const count = expected(view, selectSensorFilter(I, option));
      return count > 0 && count < total;
    });
    if (!sensor) throw new Error('no sensor filter narrows the fleet');
    const sensorTag = () => popover.getByText(SENSOR_LABELS[sensor], { exact: true }).click();
    await check(selectSensorFilter(I, sensor), sensorTag, sensorTag);
    const euro2 = () => box('Euro standard', 'Euro 2').click();
    await check(toggleCheck(I, 'euro', 'euro2'), euro2, euro2);
    const speed = (name: string) => popover.locator('.ant-segmented-item', { hasText: name }).click();
    await check(
      setSpeedBand(I, '31_80'),
      () => speed('31–80'),
      () => speed('All speeds'),
    );
    const invalid = () => box('Device issue', 'Invalid Location').click();
    await check(toggleCheck(I, 'deviceIssues', 'invalid_location'), invalid, invalid);
    const inactive = () => box('Device status', 'Inactive').click();
    await check(toggleCheck(I, 'deviceStatus', 'inactive'), inactive, inactive);
    const valid = () => box('Location status', 'Valid').click();
    await check(toggleCheck(I, 'locationStatus', 'valid'), valid, valid);

    // Job order status: the server's counts on the options; one option filters, both do not.
    const onDuty = box('Job order status', `On Duty ${view.counts.on_duty}`);
    const standby = box('Job order status', `Standby ${view.counts.standby}`);
    await check(
      toggleCheck(I, 'jobOrder', 'on_duty'),
      () => onDuty.click(),
      () => onDuty.click(),
    );
    await check(
      toggleCheck(I, 'jobOrder', 'standby'),
      () => standby.click(),
      () => standby.click(),
    );
    await onDuty.click();
    await standby.click();
    await shows(total);
    await onDuty.click();
    await standby.click();

    // A vehicle group shows only its trucks.
    const inGroup = (imeis: readonly string[]) => view.fleet.data.filter((v) => imeis.includes(v.imei)).length;
    const group = view.groups.find((g) => inGroup(g.imeis) > 0 && inGroup(g.imeis) < total);
    if (!group) throw new Error('no vehicle group narrows the fleet');
    await popover.getByRole('combobox', { name: 'Vehicle group' }).click();
    await page.locator('.ant-select-item-option', { hasText: group.name }).click();
    await shows(inGroup(group.imeis));
    // The job-order counts follow the group.
    const inGroupCounts = await callAs<OnDutyCountAnswer>(baseUrl, view.token, JOB_ORDER_PATHS.onDutyCount, {
      method: 'POST',
      json: { group_ids: [group.id] },
    });
    expect(inGroupCounts.total_count).toBe(group.vehicle_count);
    await box('Job order status', `Standby ${inGroupCounts.standby}`).waitFor();
    await popover.locator('.ant-select-clear').click({ force: true });
    await shows(total);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('mutes a vehicle from its details, shows its job orders, and filters on muted alerts', async () => {
    const view = await serverView('customer');
    const { context, page } = await newPage(browser(), baseUrl);
    context.setDefaultTimeout(POLL.timeout);
    const { total, shows, openFilters, box } = mapChecks(page, view);
    const target = view.duty.vehicles_on_duty.find((v) => v.vehicle_number);
    if (!target?.vehicle_number) throw new Error('no vehicle on duty with a plate');
    try {
      expect((await mutedOf(view)).has(target.imei)).toBe(false);
      await openMaps(page, 'customer');
      await shows(total);
      const drawer = await openVehicle(page, target.vehicle_number);
      await expect.poll(() => drawer.getByText(target.job_order.number).count(), POLL).toBeGreaterThan(0);
      const mute = drawer.getByRole('switch', { name: 'Mute alert notifications' });
      await mute.click();
      await expect.poll(async () => (await mutedOf(view)).has(target.imei), POLL).toBe(true);
      await expect.poll(() => mute.getAttribute('aria-checked'), POLL).toBe('true');

      const muted = await mutedOf(view);
      await openFilters();
      await box('Other', 'Muted Alert Notifications').click();
      const count = expected(view, setMutedAlerts(I, true), muted);
      expect(count).toBe(muted.size);
      await shows(count);
    } finally {
      const query = `?imei=${target.imei}`;
      await callAs(baseUrl, view.token, `${ALERT_MUTE_DELETE_PATH}${query}`, { method: 'DELETE' });
      await context.close();
    }
  });

  it('gives an administrator the on-duty count of every fleet', async () => {
    const view = await serverView('admin');
    const customer = await serverView('customer');
    expect(view.counts.on_duty).toBeGreaterThan(customer.counts.on_duty);
    const { context, page } = await newPage(browser(), baseUrl);
    context.setDefaultTimeout(POLL.timeout);
    const { total, shows, check, openFilters, box } = mapChecks(page, view);
    await signInThroughSso(page, 'admin', '/maps');
    await page.waitForURL('**/maps');
    await shows(total);
    await openFilters();
    const onDuty = box('Job order status', `On Duty ${view.counts.on_duty}`);
    await check(
      toggleCheck(I, 'jobOrder', 'on_duty'),
      () => onDuty.click(),
      () => onDuty.click(),
    );
    await context.close();
  });
});
