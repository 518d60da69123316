import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WIKI_HELP,
  type Guide,
  type GuideCategory,
  type GuideEntry,
  type IdResult,
  type WikiImageUploaded,
  type WikiSearchPage,
} from '@armada/domain';
import { buildTestApp, type TestApp } from '../../test-support/test-app.js';
import { bearer, bodyOf, formPost, getAs } from '../../test-support/http-helpers.js';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const user of ['root', 'admin', 'dealer', 'customer', 'driver']) tokens[user] = await t.tokenOf(user);
});
afterAll(async () => {
  await t.close();
});

const token = (user: string) => tokens[user] ?? '';
const get = (user: string, url: string, language = 'en-us') => getAs(t.app, token(user), `/api/wiki/${url}`, language);
const result = async <T>(user: string, url: string, language?: string) => {
  const response = await get(user, url, language);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<T>(response).result;
};
const write = (user: string, method: 'POST' | 'PUT', path: string, fields: Record<string, string>) =>
  formPost(t.app, `/api/wiki/${path}`, fields, { method, headers: bearer(token(user)) });
const remove = (user: string, path: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/wiki/${path}?id=${id}`, headers: bearer(token(user)) });
const added = async (path: string, fields: Record<string, string>) => {
  const response = await write('admin', 'POST', path, fields);
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<IdResult>(response).result.id;
};
const plain = (parts: { text: string }[]) => parts.map((part) => part.text).join('');
const hits = (parts: { text: string; hit: boolean }[]) => parts.filter((part) => part.hit).map((part) => part.text);

describe('GET wiki/all_guide_category', () => {
  it("lists the shipped categories in order, each with its guides, in the caller's language", async () => {
    const en = await result<GuideCategory[]>('customer', 'all_guide_category');
    expect(en.map((c) => c.link).slice(0, 5)).toEqual(['monitoring', 'reports', 'fleet', 'customers', 'leasing']);
    const monitoring = en.find((c) => c.link === 'monitoring');
    expect(monitoring).toMatchObject({ title: 'Live monitoring', parent_id: null });
    expect(monitoring?.guides.map((g) => [g.link, g.title])).toEqual([
      ['live-map', 'The live map'],
      ['map-filters', 'Filtering the live map'],
    ]);
    const id = await result<GuideCategory[]>('driver', 'all_guide_category', 'id');
    expect(id.find((c) => c.link === 'monitoring')?.title).toBe('Pemantauan langsung');
    expect(id.find((c) => c.link === 'fleet')?.guides[0]?.title).toBe('Kendaraan');
    const ja = await result<GuideCategory[]>('dealer', 'all_guide_category', 'ja');
    expect(ja.find((c) => c.link === 'reports')?.guides[0]?.title).toBe('レポートの実行');
  });

  it('needs a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/wiki/all_guide_category' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET wiki/guide_category_by_link and all_guide_by_id_category', () => {
  it('answers a category by its link with its guides, and its guides by its id', async () => {
    const category = await result<GuideCategory>('customer', 'guide_category_by_link?category_link=leasing', 'id');
    expect(category).toMatchObject({ link: 'leasing', title: 'Leasing', parent_id: null });
    expect(category.guides.map((g) => g.link)).toEqual(['leasing']);
    const guides = await result<GuideEntry[]>('customer', `all_guide_by_id_category?category_id=${category.id}`, 'ja');
    expect(guides).toEqual([{ id: category.guides[0]?.id, link: 'leasing', position: 1, title: 'リース' }]);
  });

  it('answers an unknown category 404 and a malformed one 400', async () => {
    expect((await get('customer', 'guide_category_by_link?category_link=nothing-here')).statusCode).toBe(404);
    expect((await get('customer', 'all_guide_by_id_category?category_id=999999')).statusCode).toBe(404);
    expect((await get('customer', 'guide_category_by_link?category_link=Bad%20Link')).statusCode).toBe(400);
    expect((await get('customer', 'all_guide_by_id_category?category_id=abc')).statusCode).toBe(400);
    expect((await get('customer', 'all_guide_by_id_category?category_id=1&extra=1')).statusCode).toBe(400);
  });
});

describe('GET wiki/guide_by_link', () => {
  it("answers the guide in the caller's language, with its category", async () => {
    const en = await result<Guide>('customer', 'guide_by_link?link=map-filters');
    expect(en).toMatchObject({
      link: 'map-filters',
      category_link: 'monitoring',
      title: 'Filtering the live map',
      language: 'en',
    });
    expect(en.body).toContain('**Reset** clears every filter');
    const id = await result<Guide>('customer', 'guide_by_link?link=map-filters', 'id');
    expect(id).toMatchObject({
      title: 'Menyaring peta langsung',
      category_title: 'Pemantauan langsung',
      language: 'id',
    });
    const ja = await result<Guide>('customer', 'guide_by_link?link=map-filters', 'ja');
    expect(ja).toMatchObject({ title: 'ライブマップの絞り込み', language: 'ja' });
  });

  it('falls back to English where a guide is not translated', async () => {
    const category = (await result<GuideCategory>('admin', 'guide_category_by_link?category_link=fleet')).id;
    await added('guide/add_guide', {
      category_id: String(category),
      link: 'english-only',
      title_en: 'Only in English',
      body_en: 'Written once.',
    });
    const id = await result<Guide>('customer', 'guide_by_link?link=english-only', 'id');
    expect(id).toMatchObject({
      title: 'Only in English',
      body: 'Written once.',
      language: 'en',
      category_title: 'Kendaraan',
    });
  });

  it("ships every screen's help guide, in its category, in the three languages", async () => {
    for (const path of Object.values(WIKI_HELP)) {
      const [, , , category, link] = path.split('/');
      for (const language of ['en-us', 'id', 'ja'] as const) {
        const guide = await result<Guide>('driver', `guide_by_link?link=${link ?? ''}`, language);
        expect(guide.category_link, path).toBe(category);
        expect(guide.language, `${path} ${language}`).toBe(language === 'en-us' ? 'en' : language);
        expect(guide.body.length, path).toBeGreaterThan(200);
      }
    }
  });

  it('answers an unknown guide 404 and a malformed link 400', async () => {
    expect((await get('customer', 'guide_by_link?link=no-such-guide')).statusCode).toBe(404);
    expect((await get('customer', 'guide_by_link?link=%3Cscript%3E')).statusCode).toBe(400);
    expect((await get('customer', 'guide_by_link')).statusCode).toBe(400);
  });
});

describe('GET wiki/search_wiki', () => {
  let category = 0;
  beforeAll(async () => {
    category = (await result<GuideCategory>('admin', 'guide_category_by_link?category_link=reports')).id;
    // One guide names the word in its title, the other (longer, repeating it) only in its body.
    await added('guide/add_guide', {
      category_id: String(category),
      link: 'search-title',
      title_en: 'Odometer calibration',
      title_id: 'Kalibrasi odometer',
      title_ja: 'オドメーター校正',
      body_en: 'How to set it.',
      body_id: 'Cara mengaturnya.',
      body_ja: '設定のしかた。',
    });
    await added('guide/add_guide', {
      category_id: String(category),
      link: 'search-body',
      title_en: 'Dashboard tour',
      title_id: 'Tur dasbor',
      title_ja: 'ダッシュボード案内',
      body_en: 'The odometer shows distance. Check the odometer weekly.',
      body_id: 'Odometer menunjukkan jarak. Periksa odometer setiap minggu.',
      body_ja: 'オドメーターは距離を示します。毎週オドメーターを確認します。',
    });
  });

  it('ranks a title match above a body match, in each language', async () => {
    for (const [language, search] of [
      ['en-us', 'odometer'],
      ['id', 'odometer'],
      ['ja', 'オドメーター'],
    ] as const) {
      const page = await result<WikiSearchPage>(
        'customer',
        `search_wiki?page=1&search=${encodeURIComponent(search)}`,
        language,
      );
      const links = page.data.map((hit) => hit.link);
      expect(links.indexOf('search-title'), language).toBeGreaterThanOrEqual(0);
      expect(links.indexOf('search-title'), language).toBeLessThan(links.indexOf('search-body'));
      const first = page.data[0];
      expect(first?.rank, language).toBeGreaterThan(page.data.find((hit) => hit.link === 'search-body')?.rank ?? 1);
    }
  });

  it('marks the matches in the title and the snippet as plain parts', async () => {
    const page = await result<WikiSearchPage>('customer', 'search_wiki?page=1&search=odometer');
    const body = page.data.find((hit) => hit.link === 'search-body');
    expect(hits(body?.snippet ?? []).map((text) => text.toLowerCase())).toContain('odometer');
    expect(plain(body?.snippet ?? [])).toContain('shows distance');
    const title = page.data.find((hit) => hit.link === 'search-title');
    expect(hits(title?.title ?? [])).toEqual(['Odometer']);
    expect(page).toMatchObject({ page: 1, limit: 10 });
    expect(page.total_data).toBe(page.data.length);
  });

  it('finds the Indonesian guide with Indonesian stemming', async () => {
    // 'melaporkan' and 'laporan' share the stem 'lapor'; the English text does not hold the word.
    const page = await result<WikiSearchPage>('customer', 'search_wiki?page=1&search=melaporkan', 'id');
    expect(page.data[0]?.link).toBe('reports');
    expect(page.data[0]?.category_title).toBe('Laporan');
    expect((await result<WikiSearchPage>('customer', 'search_wiki?page=1&search=melaporkan')).total_data).toBe(0);
    const vehicles = await result<WikiSearchPage>('customer', 'search_wiki?page=1&search=kendaraannya', 'id');
    expect(vehicles.data.map((hit) => hit.link)).toContain('vehicles');
  });

  it('finds the Japanese guide without spaces between words', async () => {
    const page = await result<WikiSearchPage>(
      'customer',
      `search_wiki?page=1&search=${encodeURIComponent('車台番号')}`,
      'ja',
    );
    const links = page.data.map((hit) => hit.link);
    expect(links).toContain('vehicles');
    expect(links).toContain('leasing');
    const vehicles = page.data.find((hit) => hit.link === 'vehicles');
    expect(hits(vehicles?.snippet ?? [])).toContain('車台番号');
    const filters = await result<WikiSearchPage>(
      'customer',
      `search_wiki?page=1&search=${encodeURIComponent('積載量超過')}`,
      'ja',
    );
    expect(filters.data[0]?.link).toBe('map-filters');
    // One character: 'オドメーター校正' holds 校 in its title, no other guide in its text.
    const one = await result<WikiSearchPage>('customer', `search_wiki?page=1&search=${encodeURIComponent('校')}`, 'ja');
    expect(one.data.map((hit) => hit.link)).toEqual(['search-title']);
    expect(hits(one.data[0]?.title ?? [])).toEqual(['校']);
    const body = await result<WikiSearchPage>(
      'customer',
      `search_wiki?page=1&search=${encodeURIComponent('週')}`,
      'ja',
    );
    expect(body.data.map((hit) => hit.link)).toContain('search-body');
  });

  it('answers text that finds nothing with an empty page, and refuses a bad query', async () => {
    expect((await result<WikiSearchPage>('customer', 'search_wiki?page=1&search=zzqqxx')).data).toEqual([]);
    expect((await result<WikiSearchPage>('customer', 'search_wiki?page=1&search=%20')).total_data).toBe(0);
    expect((await get('customer', `search_wiki?page=1&search=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await get('customer', 'search_wiki?page=0&search=map')).statusCode).toBe(400);
  });
});

describe('the editor: wiki/guide_category and wiki/guide on the generic API', () => {
  it('lets an editor add, rename, move and delete a category', async () => {
    const parent = (await result<GuideCategory>('admin', 'guide_category_by_link?category_link=fleet')).id;
    const id = await added('guide_category/add_guide_category', {
      link: 'fleet-setup',
      title_en: 'Fleet set-up',
      title_id: 'Pengaturan armada',
      parent_id: String(parent),
      position: '3',
    });
    const renamed = await write('root', 'PUT', 'guide_category/edit_guide_category', {
      id: String(id),
      title_ja: 'フリート設定',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const view = bodyOf<Record<string, unknown>>(
      await get('admin', `guide_category/view_guide_category?id=${id}`),
    ).result;
    expect(view).toMatchObject({ link: 'fleet-setup', parent_id: parent, position: 3, title_ja: 'フリート設定' });
    const all = await result<GuideCategory[]>('customer', 'all_guide_category', 'ja');
    const links = all.map((c) => c.link);
    expect(links.indexOf('fleet-setup')).toBe(links.indexOf('fleet') + 1);
    expect((await remove('admin', 'guide_category/delete_guide_category', id)).statusCode).toBe(200);
    expect((await get('customer', 'guide_category_by_link?category_link=fleet-setup')).statusCode).toBe(404);
  });

  it('refuses writes without edit_wiki', async () => {
    for (const user of ['customer', 'dealer', 'driver']) {
      const response = await write(user, 'POST', 'guide_category/add_guide_category', { link: 'nope', title_en: 'No' });
      expect(response.statusCode, user).toBe(403);
      expect((await get(user, 'guide/view_guide?id=1')).statusCode, user).toBe(403);
      expect((await remove(user, 'guide/delete_guide', 1)).statusCode, user).toBe(403);
    }
    expect((await get('customer', 'guide_category_by_link?category_link=nope')).statusCode).toBe(404);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await result<GuideCategory[]>('customer', 'all_guide_category');
    const bad: Record<string, string>[] = [
      { link: 'Has Spaces', title_en: 'x' },
      { link: 'ok-link', title_en: '' },
      { link: 'ok-link', title_en: '   ' },
      { link: 'ok-link', title_en: 'x', position: '-1' },
      { link: 'ok-link', title_en: 'x', unknown: '1' },
      { link: 'monitoring', title_en: 'Taken' },
      { link: 'ok-link', title_en: 'x', parent_id: '999999' },
    ];
    for (const fields of bad) {
      const response = await write('admin', 'POST', 'guide_category/add_guide_category', fields);
      expect(response.statusCode, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(fields)).toBeLessThan(500);
    }
    expect(bodyOf(await write('admin', 'POST', 'guide_category/add_guide_category', bad[5] ?? {})).code).toBe(
      'wiki_link_taken',
    );
    expect(await result<GuideCategory[]>('customer', 'all_guide_category')).toEqual(before);
  });

  it('keeps the menu two levels deep and a category with guides', async () => {
    const monitoring = (await result<GuideCategory>('admin', 'guide_category_by_link?category_link=monitoring')).id;
    const reports = (await result<GuideCategory>('admin', 'guide_category_by_link?category_link=reports')).id;
    const child = await added('guide_category/add_guide_category', {
      link: 'child',
      title_en: 'Child',
      parent_id: String(monitoring),
    });
    const under = await write('admin', 'POST', 'guide_category/add_guide_category', {
      link: 'grandchild',
      title_en: 'Grandchild',
      parent_id: String(child),
    });
    expect(bodyOf(under).code).toBe('wiki_parent_invalid');
    const self = await write('admin', 'PUT', 'guide_category/edit_guide_category', {
      id: String(reports),
      parent_id: String(reports),
    });
    expect(bodyOf(self).code).toBe('wiki_parent_invalid');
    const parentOfChild = await write('admin', 'PUT', 'guide_category/edit_guide_category', {
      id: String(monitoring),
      parent_id: String(reports),
    });
    expect(bodyOf(parentOfChild).code).toBe('wiki_parent_invalid');
    const full = await remove('admin', 'guide_category/delete_guide_category', reports);
    expect(full.statusCode).toBe(409);
    expect(bodyOf(full).code).toBe('wiki_category_not_empty');
    expect((await get('customer', 'guide_category_by_link?category_link=reports')).statusCode).toBe(200);
  });

  it('edits a guide: readers see the change at once, and who changed it is kept', async () => {
    const guide = await result<Guide>('admin', 'guide_by_link?link=customers');
    const edited = await write('admin', 'PUT', 'guide/edit_guide', {
      id: String(guide.id),
      body_id: '## Pelanggan\n\nPanduan yang **diperbarui**.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await result<Guide>('customer', 'guide_by_link?link=customers', 'id')).body).toContain('**diperbarui**');
    expect((await result<Guide>('customer', 'guide_by_link?link=customers')).body).toBe(guide.body);
    const row = bodyOf<{ updated_by: number | null; body_en: string }>(
      await get('admin', `guide/view_guide?id=${guide.id}`),
    ).result;
    expect(row.updated_by).toBeGreaterThan(0);
    expect(row.body_en).toBe(guide.body);
    const unknownCategory = await write('admin', 'PUT', 'guide/edit_guide', {
      id: String(guide.id),
      category_id: '999999',
    });
    expect(unknownCategory.statusCode).toBe(404);
    const missing = await write('admin', 'PUT', 'guide/edit_guide', { id: '999999', title_en: 'x' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST wiki/upload_image and GET wiki/image', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  ]);
  const upload = (user: string, content: Buffer, fileName = 'shot.png', field = 'file') => {
    const boundary = `wiki${Date.now()}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`;
    return t.app.inject({
      method: 'POST',
      url: '/api/wiki/upload_image',
      headers: { ...bearer(token(user)), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  };

  it('stores an image and serves it with its own type to anyone', async () => {
    const response = await upload('admin', PNG);
    expect(response.statusCode, response.body).toBe(200);
    const { id, path } = bodyOf<WikiImageUploaded>(response).result;
    expect(path).toBe(`/api/wiki/image?id=${id}`);
    const image = await t.app.inject({ method: 'GET', url: path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/wiki/image?id=999999' })).statusCode).toBe(404);
  });

  it('refuses what is not an image, whatever its name, and an image over 1 MB', async () => {
    const script = await upload('admin', Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png');
    expect(script.statusCode).toBe(415);
    expect(bodyOf(script).code).toBe('wiki_image_type');
    const big = await upload('admin', Buffer.concat([PNG, Buffer.alloc(1_100_000)]));
    expect(big.statusCode).toBe(413);
    expect(bodyOf(big).code).toBe('wiki_image_too_large');
    expect((await upload('admin', PNG, 'shot.png', 'other')).statusCode).toBe(415);
  });

  it('needs edit_wiki', async () => {
    expect((await upload('customer', PNG)).statusCode).toBe(403);
    expect((await upload('dealer', PNG)).statusCode).toBe(403);
  });
});
