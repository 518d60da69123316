-- The help wiki (issue 14): guide categories (a sub-category names its parent), guides with a title and a
-- Markdown body in English, Indonesian and Japanese, their images, and full-text search per language.
-- English and Indonesian use PostgreSQL's 'english' and 'indonesian' configurations (stemming); Japanese,
-- written without spaces between words, is indexed as character bigrams under 'simple' (docs/decisions.md).

-- The character bigrams of a text, space-separated: Japanese words are found without a word splitter.
-- Runs of letters are cut at spaces and punctuation (ASCII and Japanese); a run of one letter is kept whole.
CREATE FUNCTION wiki_bigrams(source text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(string_agg(
    CASE WHEN length(run) = 1 THEN run ELSE substr(run, i, 2) END, ' ' ORDER BY n, i), '')
  FROM (
    SELECT run, n FROM regexp_split_to_table(
      lower(coalesce(source, '')),
      '[[:space:][:punct:]、。，．・「」『』（）【】〔〕［］｛｝〈〉《》！？：；〜…―‐　]+'
    ) WITH ORDINALITY AS parts(run, n)
    WHERE run <> ''
  ) AS runs,
  LATERAL generate_series(1, greatest(length(run) - 1, 1)) AS i
$fn$;

-- Markdown's marks left out of a search snippet: headings, emphasis, code, links' brackets, tables.
CREATE FUNCTION wiki_plain(markdown text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT regexp_replace(
    regexp_replace(
      regexp_replace(coalesce(markdown, ''), '!?\[([^\]]*)\]\([^)]*\)', '\1', 'g'),
      '(^|\n)[ \t]*([-+]|[0-9]+\.)[ \t]+', '\1', 'g'),
    '[#*_`>|~]+|\s+', ' ', 'g')
$fn$;

CREATE TABLE guide_categories (
  id serial PRIMARY KEY,
  link text NOT NULL UNIQUE CHECK (link ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(link) <= 80),
  parent_id integer REFERENCES guide_categories(id) ON DELETE RESTRICT,
  position integer NOT NULL DEFAULT 0 CHECK (position BETWEEN 0 AND 10000),
  title_en text NOT NULL CHECK (length(title_en) BETWEEN 1 AND 120),
  title_id text NOT NULL DEFAULT '' CHECK (length(title_id) <= 120),
  title_ja text NOT NULL DEFAULT '' CHECK (length(title_ja) <= 120),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX guide_categories_parent_idx ON guide_categories (parent_id, position);

CREATE TABLE guides (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES guide_categories(id) ON DELETE RESTRICT,
  link text NOT NULL UNIQUE CHECK (link ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(link) <= 80),
  position integer NOT NULL DEFAULT 0 CHECK (position BETWEEN 0 AND 10000),
  title_en text NOT NULL CHECK (length(title_en) BETWEEN 1 AND 160),
  title_id text NOT NULL DEFAULT '' CHECK (length(title_id) <= 160),
  title_ja text NOT NULL DEFAULT '' CHECK (length(title_ja) <= 160),
  body_en text NOT NULL DEFAULT '' CHECK (length(body_en) <= 60000),
  body_id text NOT NULL DEFAULT '' CHECK (length(body_id) <= 60000),
  body_ja text NOT NULL DEFAULT '' CHECK (length(body_ja) <= 60000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  -- What a reader of each language is shown (the English text where a translation is missing), weighted:
  -- the title (A) above the body (B).
  search_en tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title_en), 'A') || setweight(to_tsvector('english', wiki_plain(body_en)), 'B')
  ) STORED,
  search_id tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('indonesian', CASE WHEN title_id = '' THEN title_en ELSE title_id END), 'A')
    || setweight(to_tsvector('indonesian', wiki_plain(CASE WHEN body_id = '' THEN body_en ELSE body_id END)), 'B')
  ) STORED,
  search_ja tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', wiki_bigrams(CASE WHEN title_ja = '' THEN title_en ELSE title_ja END)), 'A')
    || setweight(to_tsvector('simple', wiki_bigrams(wiki_plain(CASE WHEN body_ja = '' THEN body_en ELSE body_ja END))), 'B')
  ) STORED
);
CREATE INDEX guides_category_idx ON guides (category_id, position);
CREATE INDEX guides_search_en_idx ON guides USING gin (search_en);
CREATE INDEX guides_search_id_idx ON guides USING gin (search_id);
CREATE INDEX guides_search_ja_idx ON guides USING gin (search_ja);

-- Images of the guides, kept in the database (a few hundred kB each): every node serves them alike.
CREATE TABLE wiki_images (
  id serial PRIMARY KEY,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 1048576),
  file_name text NOT NULL CHECK (length(file_name) <= 200),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The portal's own guides (shipped with every database; editors may change them afterwards).
INSERT INTO guide_categories (link, position, title_en, title_id, title_ja) VALUES
  ($md$monitoring$md$, 1, $md$Live monitoring$md$, $md$Pemantauan langsung$md$, $md$ライブ監視$md$),
  ($md$reports$md$, 2, $md$Reports$md$, $md$Laporan$md$, $md$レポート$md$),
  ($md$fleet$md$, 3, $md$Vehicles$md$, $md$Kendaraan$md$, $md$車両$md$),
  ($md$customers$md$, 4, $md$Customers$md$, $md$Pelanggan$md$, $md$顧客$md$),
  ($md$leasing$md$, 5, $md$Leasing$md$, $md$Leasing$md$, $md$リース$md$);
INSERT INTO guides (category_id, link, position, title_en, title_id, title_ja, body_en, body_id, body_ja)
SELECT id, $md$live-map$md$, 1, $md$The live map$md$, $md$Peta langsung$md$, $md$ライブマップ$md$,
$md$The **Live map** (menu *Live map*, address `/maps`) shows every vehicle you may see at its last known position. Positions arrive live: the badge at the top says **Live** while the portal is connected, **Connecting** while it starts and **Offline, reconnecting** when the connection dropped (the map then catches up by itself).

## Finding a vehicle

- Open the **Vehicle list** beside the map and type in **Search name, plate or IMEI**. The list and the map show only the vehicles that match.
- Each row shows the vehicle's name, plate number and speed. Click a row to centre the map on the vehicle and open its details.
- On the map, trucks close together are grouped; zoom in to see them one by one. Click a truck to open its details.

## Vehicle details

The details panel shows the vehicle's name, plate and chassis number, Euro standard, status (Moving, Idling, Off, Not updated or Inactive), speed and heading, the address of its position and the time of the last update. Below come the device readings: GSM signal, GPS and satellites, power source, accu and battery voltage, doors, temperature, fuel, mileage, engine hours, the state of its sensors, its activation status and health.

From the details you can open the vehicle's **History**: choose a period (Today, Yesterday, Last 24 h or Custom) to see its route, stops and events, and play the trip back at the speed you choose. **Back to live** returns to the live map.

## Map modes

**Map mode** switches between **Overview** (the vehicles) and **Places** (your geofences, sites and checkpoints, which you can draw and edit when you have the right permission).

## Good to know

- A vehicle is *Not updated* when its device has sent no position for more than 2 days, or when its device is inactive.
- Use the health tabs and the **Filters** to narrow the map down: see the guide *Filtering the live map*.
$md$,
$md$**Peta langsung** (menu *Peta langsung*, alamat `/maps`) menampilkan setiap kendaraan yang boleh Anda lihat pada posisi terakhirnya. Posisi masuk secara langsung: lencana di bagian atas menunjukkan **Langsung** selama portal terhubung, **Menghubungkan** saat mulai, dan **Terputus, menghubungkan ulang** bila koneksi terputus (peta lalu menyusul dengan sendirinya).

## Mencari kendaraan

- Buka **Daftar kendaraan** di samping peta lalu ketik pada kolom pencarian nama, pelat, atau IMEI. Daftar dan peta hanya menampilkan kendaraan yang cocok.
- Setiap baris menampilkan nama kendaraan, nomor pelat, dan kecepatannya. Klik baris untuk memusatkan peta pada kendaraan itu dan membuka detailnya.
- Di peta, truk yang berdekatan dikelompokkan; perbesar peta untuk melihatnya satu per satu. Klik truk untuk membuka detailnya.

## Detail kendaraan

Panel detail menampilkan nama kendaraan, nomor pelat dan nomor rangka, standar Euro, status (Bergerak, Langsam, Mati, Tidak diperbarui, atau Tidak aktif), kecepatan dan arah, alamat posisi, serta waktu pembaruan terakhir. Di bawahnya ada pembacaan perangkat: sinyal GSM, GPS dan jumlah satelit, sumber daya, tegangan aki dan baterai, pintu, suhu, bahan bakar, jarak tempuh, jam mesin, keadaan sensor, status aktivasi, dan kesehatannya.

Dari detail Anda dapat membuka **Riwayat** kendaraan: pilih periode (Hari ini, Kemarin, 24 jam terakhir, atau Atur sendiri) untuk melihat rute, tempat berhenti, dan kejadiannya, lalu putar ulang perjalanan dengan kecepatan pilihan Anda. **Kembali ke live** membawa Anda ke peta langsung.

## Mode peta

**Mode peta** beralih antara **Ikhtisar** (kendaraan) dan **Tempat** (geofence, lokasi, dan checkpoint Anda, yang dapat digambar dan diubah bila Anda memiliki izinnya).

## Perlu diketahui

- Kendaraan berstatus *Tidak diperbarui* bila perangkatnya tidak mengirim posisi lebih dari 2 hari, atau bila perangkatnya tidak aktif.
- Gunakan tab kesehatan dan **Filter** untuk mempersempit tampilan peta: lihat panduan *Menyaring peta langsung*.
$md$,
$md$**ライブマップ**（メニュー「ライブマップ」、アドレス `/maps`）には、閲覧できるすべての車両が最後の位置に表示されます。位置はリアルタイムで届きます。上部のバッジは、接続中は**ライブ**、開始時は**接続中**、接続が切れたときは**オフライン・再接続中**と表示されます（その後マップは自動的に追いつきます）。

## 車両を探す

- マップの横の**車両一覧**を開き、名前・ナンバー・IMEI の検索欄に入力します。一覧とマップには一致する車両だけが表示されます。
- 各行には車両名、ナンバー、速度が表示されます。行をクリックすると、マップがその車両を中心に移動し、詳細が開きます。
- マップ上で近くにあるトラックはまとめて表示されます。拡大すると 1 台ずつ表示されます。トラックをクリックすると詳細が開きます。

## 車両の詳細

詳細パネルには、車両名、ナンバーと車台番号、Euro 規格、状態（走行中・アイドリング・停止・未更新・非アクティブ）、速度と方位、位置の住所、最終更新時刻が表示されます。その下に、GSM 信号、GPS と衛星数、電源、アキュ電圧とバッテリー電圧、ドア、温度、燃料、走行距離、エンジン稼働時間、センサーの状態、アクティベーション状態、ヘルスなどの機器の値が並びます。

詳細から車両の**履歴**を開けます。期間（今日・昨日・過去 24 時間・期間を指定）を選ぶと、ルート、停車、イベントが表示され、選んだ速度で走行を再生できます。**ライブに戻る**でライブマップに戻ります。

## マップモード

**マップモード**で**概要**（車両）と**場所**（ジオフェンス、拠点、チェックポイント。権限があれば描画・編集できます）を切り替えます。

## 知っておくと便利なこと

- 機器から 2 日を超えて位置が届いていない車両、または機器が非アクティブな車両は「未更新」になります。
- ヘルスのタブと**フィルター**で表示を絞り込めます。ガイド「ライブマップの絞り込み」をご覧ください。
$md$
FROM guide_categories WHERE link = $md$monitoring$md$;
INSERT INTO guides (category_id, link, position, title_en, title_id, title_ja, body_en, body_id, body_ja)
SELECT id, $md$map-filters$md$, 2, $md$Filtering the live map$md$, $md$Menyaring peta langsung$md$, $md$ライブマップの絞り込み$md$,
$md$The live map can show all your vehicles or only the ones you need. Filters act on the map and on the vehicle list together, and the counter such as **12 of 40 vehicles** tells how many are shown.

## Health tabs

At the top of the map choose one of:

- **All vehicles**: every vehicle you may see.
- **Normal**: vehicles whose device reports normally.
- **Abnormal**: vehicles with a device issue (an invalid location or an inactive device) or a sensor out of its normal state.
- **Not updated**: vehicles with no position for more than 2 days, and those whose device is inactive.

## Vehicle status

**Vehicle status** narrows the map to **Moving**, **Idling** (engine on, standing still), **Off** (engine off) or **Not Update**; **All** shows every status. Each entry shows how many vehicles it holds. Click an entry of the legend to hide those vehicles from the map, and click it again to show them.

## More filters

Open **Filters** for:

- **Sensor**: Normal, Dismantled, Load Over Limit, Abnormal Temperature, Door Open.
- **Euro standard**: Euro 2 or Euro 4.
- **Speed (km/h)**: all speeds, 1–30, 31–80, 81–100 or over 100.
- **Device issue**: Invalid Location or Inactive Device.
- **Device status**: Active or Inactive.
- **Location status**: Valid or Invalid.

**Reset** clears every filter at once.

## Tips

- Filters are combined: *Moving* with *Over 100* shows the vehicles speeding right now.
- The search box of the vehicle list works on top of the filters.
$md$,
$md$Peta langsung dapat menampilkan semua kendaraan Anda atau hanya yang Anda perlukan. Filter berlaku untuk peta dan daftar kendaraan sekaligus, dan penghitung seperti **12 dari 40 kendaraan** menunjukkan berapa yang ditampilkan.

## Tab kesehatan

Di bagian atas peta, pilih salah satu:

- **Semua kendaraan**: setiap kendaraan yang boleh Anda lihat.
- **Normal**: kendaraan yang perangkatnya melapor dengan normal.
- **Tidak normal**: kendaraan dengan masalah perangkat (lokasi tidak valid atau perangkat tidak aktif) atau sensor di luar keadaan normal.
- **Tidak diperbarui**: kendaraan tanpa posisi lebih dari 2 hari, serta kendaraan yang perangkatnya tidak aktif.

## Status kendaraan

**Status kendaraan** mempersempit peta menjadi **Bergerak**, **Langsam** (mesin hidup, kendaraan berhenti), **Mati** (mesin mati) atau **Tidak Update**; **Semua** menampilkan setiap status. Setiap pilihan menunjukkan jumlah kendaraannya. Klik pilihan pada legenda untuk menyembunyikan kendaraan itu dari peta, dan klik lagi untuk menampilkannya.

## Filter lainnya

Buka **Filter** untuk:

- **Sensor**: Normal, Dibongkar, Muatan Melebihi Batas, Suhu Tidak Normal, Pintu Terbuka.
- **Standar Euro**: Euro 2 atau Euro 4.
- **Kecepatan (km/jam)**: semua kecepatan, 1–30, 31–80, 81–100, atau di atas 100.
- **Masalah perangkat**: Lokasi Tidak Valid atau Perangkat Tidak Aktif.
- **Status perangkat**: Aktif atau Tidak aktif.
- **Status lokasi**: Valid atau Tidak valid.

**Atur ulang** menghapus semua filter sekaligus.

## Tips

- Filter digabungkan: *Bergerak* dengan *di atas 100* menampilkan kendaraan yang sedang melaju terlalu cepat.
- Kolom pencarian pada daftar kendaraan bekerja di atas filter.
$md$,
$md$ライブマップには、すべての車両も、必要な車両だけも表示できます。フィルターはマップと車両一覧の両方に同時にかかり、「**40 台中 12 台**」のようなカウンターで表示台数がわかります。

## ヘルスのタブ

マップ上部で次のいずれかを選びます。

- **全車両**：閲覧できるすべての車両。
- **正常**：機器が正常に報告している車両。
- **異常**：機器の問題（無効な位置、非アクティブな機器）があるか、センサーが正常でない車両。
- **未更新**：2 日を超えて位置がない車両と、機器が非アクティブな車両。

## 車両の状態

**車両の状態**で、**走行中**、**アイドリング**（エンジンがかかったまま停車）、**停止**（エンジン停止）、**未更新**に絞り込みます。**すべて**ではすべての状態を表示します。各項目には台数が表示されます。凡例の項目をクリックするとその車両をマップから隠し、もう一度クリックすると再表示します。

## その他のフィルター

**フィルター**を開くと次を選べます。

- **センサー**：正常、取り外し、積載量超過、温度異常、ドア開放。
- **Euro 規格**：Euro 2 または Euro 4。
- **速度 (km/h)**：すべて、1–30、31–80、81–100、100 超。
- **機器の問題**：無効な位置、無効なデバイス。
- **機器の状態**：アクティブ、非アクティブ。
- **位置の状態**：有効、無効。

**リセット**ですべてのフィルターを一度に解除します。

## ヒント

- フィルターは組み合わせて使えます。「走行中」と「100 超」で、今スピードを出しすぎている車両がわかります。
- 車両一覧の検索欄はフィルターの上にさらに絞り込みます。
$md$
FROM guide_categories WHERE link = $md$monitoring$md$;
INSERT INTO guides (category_id, link, position, title_en, title_id, title_ja, body_en, body_id, body_ja)
SELECT id, $md$reports$md$, 1, $md$Running a report$md$, $md$Menjalankan laporan$md$, $md$レポートの実行$md$,
$md$**Reports** (address `/reports/list`) lists every report by the question it answers, in groups: *Trips and stops*, *Safety and events*, *Summaries*, *Sensors and cargo*, *Places and geofences*, *Scheduled delivery* and *Admin logs*. Click a report to open it.

## Running a report

1. Under **Vehicles**, choose one or more vehicles (search by name or plate), or a **Vehicle group**.
2. Choose the **Period**: a **Quick range** (Today, Yesterday, Last 7 days, Last 14 days, This month, Last month) or **Custom** dates.
3. Click **Run report**.

The period may be at most **31 days for a single vehicle** and **14 days for several vehicles or a group**; the monthly summary covers up to **12 months**. The portal tells you when a period is too long.

## Reading the result

- The table can be sorted by its columns; the totals of the period are shown above it.
- Some reports show a map or a chart under the table: the trip report draws the routes, the daily and monthly summaries chart distance, driving and idling time.
- The daily trip summary opens a day to list its trips.

## Downloading

Click **Download** to receive the report as an Excel file. The file is prepared in the background: when it is ready, a notification brings its download link (*Download success, link download will be able in notification*). Download links expire after 2 days.

## Which report?

- *Trip report*: where each truck drove, when, how far and how fast.
- *Stopped vehicles* and *Idling vehicles*: where trucks stood with the engine off or running.
- *Speeding*, *Towing*, *Crash* and *Event* reports: safety alerts and where they happened.
- *Daily summary* and *Monthly summary*: distance, driving and idling time per day or month.
- *Sensor report*: when a temperature or a door left its normal range.
- *Scheduled reports*: send reports to inboxes on a schedule.
$md$,
$md$**Laporan** (alamat `/reports/list`) mencantumkan setiap laporan berdasarkan pertanyaan yang dijawabnya, dalam kelompok: *Perjalanan dan berhenti*, *Keselamatan dan kejadian*, *Ringkasan*, *Sensor dan muatan*, *Tempat dan geofence*, *Pengiriman terjadwal*, dan *Log admin*. Klik laporan untuk membukanya.

## Menjalankan laporan

1. Pada **Kendaraan**, pilih satu atau beberapa kendaraan (cari berdasarkan nama atau pelat), atau sebuah **Grup kendaraan**.
2. Pilih **Periode**: **Rentang cepat** (Hari ini, Kemarin, 7 hari terakhir, 14 hari terakhir, Bulan ini, Bulan lalu) atau tanggal **Kustom**.
3. Klik **Jalankan laporan**.

Periode paling lama **31 hari untuk satu kendaraan** dan **14 hari untuk beberapa kendaraan atau satu grup**; ringkasan bulanan mencakup hingga **12 bulan**. Portal memberi tahu bila periode terlalu panjang.

## Membaca hasil

- Tabel dapat diurutkan menurut kolomnya; total periode ditampilkan di atasnya.
- Beberapa laporan menampilkan peta atau grafik di bawah tabel: laporan perjalanan menggambar rutenya, ringkasan harian dan bulanan menampilkan grafik jarak, waktu mengemudi, dan waktu diam menyala.
- Ringkasan perjalanan harian dapat membuka satu hari untuk melihat daftar perjalanannya.

## Mengunduh

Klik **Unduh** untuk menerima laporan sebagai file Excel. File disiapkan di latar belakang: setelah siap, sebuah notifikasi membawa tautan unduhannya. Tautan unduhan kedaluwarsa setelah 2 hari.

## Laporan mana?

- *Laporan perjalanan*: ke mana setiap truk melaju, kapan, seberapa jauh, dan seberapa cepat.
- *Kendaraan berhenti* dan *Kendaraan diam menyala*: di mana truk berhenti dengan mesin mati atau hidup.
- Laporan *Kecepatan berlebih*, *Derek*, *Tabrakan*, dan *Kejadian*: peringatan keselamatan dan tempat terjadinya.
- *Ringkasan harian* dan *Ringkasan bulanan*: jarak, waktu mengemudi, dan waktu diam menyala per hari atau per bulan.
- *Laporan sensor*: kapan suhu atau pintu keluar dari batas normalnya.
- *Laporan terjadwal*: mengirim laporan ke kotak masuk sesuai jadwal.
$md$,
$md$**レポート**（アドレス `/reports/list`）には、答える質問ごとにすべてのレポートがグループ別に並んでいます：「走行と停車」「安全とイベント」「サマリー」「センサーと積荷」「場所とジオフェンス」「定期配信」「管理ログ」。レポートをクリックすると開きます。

## レポートを実行する

1. **車両**で 1 台以上の車両（名前またはナンバーで検索）か、**車両グループ**を選びます。
2. **期間**を選びます。**クイック範囲**（今日、昨日、過去 7 日、過去 14 日、今月、先月）または**カスタム**の日付です。
3. **レポートを実行**をクリックします。

期間は **1 台なら最大 31 日**、**複数台またはグループなら最大 14 日**です。月次サマリーは最大 **12 か月**です。期間が長すぎるとポータルが知らせます。

## 結果の見方

- 表は列で並べ替えられ、期間の合計が上に表示されます。
- 表の下に地図やグラフが出るレポートもあります。走行レポートはルートを描き、日次・月次サマリーは距離、運転時間、アイドリング時間をグラフにします。
- 日次走行サマリーでは、日を開くとその日の走行が一覧できます。

## ダウンロード

**ダウンロード**をクリックすると、レポートを Excel ファイルで受け取れます。ファイルはバックグラウンドで作成され、準備ができると通知にダウンロードリンクが届きます。リンクの有効期限は 2 日です。

## どのレポート？

- 「走行レポート」：各トラックがいつ、どこを、どれだけの距離と速度で走ったか。
- 「停車車両」「アイドリング車両」：エンジン停止またはかけたままで停車した場所。
- 「速度超過」「牽引」「衝突」「イベント」レポート：安全アラートと発生場所。
- 「日次サマリー」「月次サマリー」：日ごと・月ごとの距離、運転時間、アイドリング時間。
- 「センサーレポート」：温度やドアが正常範囲を外れた時期。
- 「定期レポート」：スケジュールに従ってレポートを受信箱に送ります。
$md$
FROM guide_categories WHERE link = $md$reports$md$;
INSERT INTO guides (category_id, link, position, title_en, title_id, title_ja, body_en, body_id, body_ja)
SELECT id, $md$vehicles$md$, 1, $md$Vehicles$md$, $md$Kendaraan$md$, $md$車両$md$,
$md$**Vehicles** (address `/vehicles/list`) lists the vehicles you may see, ten per page.

## Searching and filtering

- Type in **Search chassis, plate, name or IMEI** to find a vehicle.
- Narrow the list by **Euro standard**, **Device status**, **Activation status**, **Registration**, **GPS type**, **Owner** and **Fitted sensor**.
- **Search vehicles** finds a vehicle by its chassis number, plate, name or IMEI across the fleet; **Search vehicles by customer** finds it by its customer too.

## A vehicle's page

Click a vehicle to open its details: name, plate number, chassis and engine number, unit number, IMEI of the device, GPS type, SIM/GSM number, brand, model, type, colour, transmission, assembly year, odometer, STNK and driver licence validity, ownership status, and its live state (where it is and what it is doing now).

## Registering and editing

- **Register vehicle** (with the permission to add vehicles) starts with the chassis number: the chassis is looked up in the brand's records first, and its model, type, Euro standard, engine number and year fill the form. Complete the details and save.
- **Edit** changes a vehicle's details; the chassis can no longer change once the vehicle is registered.

## Other vehicle lists

- **Vehicle status** lists each vehicle's last position and state.
- **Not updated vehicles** lists the vehicles whose device has sent nothing in 2 days: check their power and GSM coverage.
- **Vehicle groups** gather vehicles for the map, reports and permissions.
- **Sensors** shows and sets up the sensors fitted on each vehicle.
$md$,
$md$**Kendaraan** (alamat `/vehicles/list`) mencantumkan kendaraan yang boleh Anda lihat, sepuluh per halaman.

## Mencari dan menyaring

- Ketik nomor rangka, pelat, nama, atau IMEI pada kolom pencarian untuk menemukan kendaraan.
- Persempit daftar menurut **Standar Euro**, **Status perangkat**, **Status aktivasi**, **Registrasi**, **Tipe GPS**, **Pemilik**, dan **Sensor terpasang**.
- **Cari kendaraan** menemukan kendaraan menurut nomor rangka, pelat, nama, atau IMEI di seluruh armada; **Cari kendaraan menurut pelanggan** juga mencarinya menurut pelanggannya.

## Halaman kendaraan

Klik kendaraan untuk membuka detailnya: nama, nomor pelat, nomor rangka dan nomor mesin, nomor unit, IMEI perangkat, tipe GPS, nomor SIM/GSM, merek, model, tipe, warna, transmisi, tahun perakitan, odometer, masa berlaku STNK dan SIM pengemudi, status kepemilikan, serta keadaan langsungnya (di mana kendaraan berada dan apa yang sedang dilakukannya).

## Mendaftarkan dan mengubah

- **Daftarkan kendaraan** (dengan izin menambah kendaraan) dimulai dari nomor rangka: nomor rangka dicari lebih dulu di data merek, lalu model, tipe, standar Euro, nomor mesin, dan tahunnya mengisi formulir. Lengkapi detailnya lalu simpan.
- **Ubah** mengganti detail kendaraan; nomor rangka tidak dapat diubah lagi setelah kendaraan terdaftar.

## Daftar kendaraan lainnya

- **Status kendaraan** mencantumkan posisi dan keadaan terakhir setiap kendaraan.
- **Kendaraan tidak diperbarui** mencantumkan kendaraan yang perangkatnya tidak mengirim apa pun selama 2 hari: periksa daya dan jangkauan GSM-nya.
- **Grup kendaraan** mengelompokkan kendaraan untuk peta, laporan, dan izin.
- **Sensor** menampilkan dan mengatur sensor yang terpasang pada setiap kendaraan.
$md$,
$md$**車両**（アドレス `/vehicles/list`）には、閲覧できる車両が 1 ページ 10 台ずつ表示されます。

## 検索と絞り込み

- 車台番号、ナンバー、名前、IMEI を検索欄に入力して車両を探します。
- **Euro 規格**、**機器の状態**、**アクティベーション状態**、**登録**、**GPS タイプ**、**所有者**、**装着センサー**で一覧を絞り込めます。
- **車両検索**は車台番号、ナンバー、名前、IMEI でフリート全体から車両を探します。**顧客別車両検索**では顧客名でも探せます。

## 車両のページ

車両をクリックすると詳細が開きます：名前、ナンバー、車台番号とエンジン番号、ユニット番号、機器の IMEI、GPS タイプ、SIM/GSM 番号、ブランド、モデル、タイプ、色、トランスミッション、組立年、オドメーター、STNK と運転免許の有効期限、所有状態、そして現在の状態（どこで何をしているか）。

## 登録と編集

- **車両登録**（車両追加の権限が必要）は車台番号から始めます。車台番号はまずブランドの記録で照会され、モデル、タイプ、Euro 規格、エンジン番号、年式がフォームに入ります。残りを入力して保存します。
- **編集**で車両の詳細を変更します。登録後は車台番号を変更できません。

## その他の車両一覧

- **車両の状態**：各車両の最終位置と状態。
- **未更新の車両**：機器から 2 日間何も届いていない車両。電源と GSM の電波状況を確認してください。
- **車両グループ**：マップ、レポート、権限のために車両をまとめます。
- **センサー**：各車両に装着されたセンサーの表示と設定。
$md$
FROM guide_categories WHERE link = $md$fleet$md$;
INSERT INTO guides (category_id, link, position, title_en, title_id, title_ja, body_en, body_id, body_ja)
SELECT id, $md$customers$md$, 1, $md$Customers$md$, $md$Pelanggan$md$, $md$顧客$md$,
$md$**Customers** (address `/customer/list`, for the brand and dealers) lists the fleet customers you serve, with their customer ID, contact, dealer, super admin status and number of vehicles.

## Finding a customer

- Type in **Search name, ID or contact**.
- **Advanced search** searches each field on its own (company name, business sector, province, city and more) or any field at once; **Reset** clears it.

## Creating a customer

Click **Create customer** and fill in two parts:

1. **Company**: company name, customer ID (letters, digits, `-` and `_`, unique across all organisations), business sector and type, and the NPWP (optional: 15 or 16 digits).
2. **Address, contact and super admin**: address with province, city, sub district and post code, contact person and job title, and the super admin's phone, e-mail and username.

When you save, the customer is created and **the super admin receives an e-mail to set the password**. Until then the super admin status reads *Waiting*.

## A customer's page

**View** shows the customer's details and its vehicles. From there:

- **Edit** changes the details. A new e-mail address for the super admin keeps their username; mails go to the new address.
- **Register vehicle** registers a vehicle for this customer with its name, plate number, chassis number and IMEI.
$md$,
$md$**Pelanggan** (alamat `/customer/list`, untuk merek dan dealer) mencantumkan pelanggan armada yang Anda layani, dengan ID pelanggan, kontak, dealer, status super admin, dan jumlah kendaraannya.

## Mencari pelanggan

- Ketik nama, ID, atau kontak pada kolom pencarian.
- **Pencarian lanjutan** mencari per kolom (nama perusahaan, sektor usaha, provinsi, kota, dan lainnya) atau di semua kolom sekaligus; **Atur ulang** menghapusnya.

## Membuat pelanggan

Klik **Buat pelanggan** dan isi dua bagian:

1. **Perusahaan**: nama perusahaan, ID pelanggan (huruf, angka, `-` dan `_`, unik di semua organisasi), sektor dan jenis usaha, serta NPWP (opsional: 15 atau 16 digit).
2. **Alamat, kontak, dan super admin**: alamat beserta provinsi, kota, kecamatan, dan kode pos, kontak dan jabatannya, serta telepon, e-mail, dan nama pengguna super admin.

Saat disimpan, pelanggan dibuat dan **super admin menerima e-mail untuk mengatur kata sandi**. Sampai saat itu status super admin tertulis *Menunggu*.

## Halaman pelanggan

**Lihat** menampilkan detail pelanggan dan kendaraannya. Dari sana:

- **Ubah** mengganti detailnya. Alamat e-mail baru untuk super admin tetap memakai nama penggunanya; e-mail dikirim ke alamat baru.
- **Daftarkan kendaraan** mendaftarkan kendaraan untuk pelanggan ini dengan nama, nomor pelat, nomor rangka, dan IMEI-nya.
$md$,
$md$**顧客**（アドレス `/customer/list`、ブランドとディーラー向け）には、担当するフリート顧客が、顧客 ID、連絡先、ディーラー、スーパー管理者の状態、車両台数とともに表示されます。

## 顧客を探す

- 名前、ID、連絡先を検索欄に入力します。
- **詳細検索**では項目ごと（会社名、業種、州、市など）またはすべての項目をまとめて検索できます。**リセット**で解除します。

## 顧客を作成する

**顧客作成**をクリックし、2 つの部分を入力します。

1. **会社**：会社名、顧客 ID（英字、数字、`-`、`_`。全組織で一意）、業種と事業形態、NPWP（任意。15 桁または 16 桁）。
2. **住所・連絡先・スーパー管理者**：住所（州、市、郡、郵便番号）、担当者と役職、スーパー管理者の電話番号、メールアドレス、ユーザー名。

保存すると顧客が作成され、**スーパー管理者にパスワード設定用のメールが届きます**。それまでスーパー管理者の状態は「待機中」です。

## 顧客のページ

**表示**で顧客の詳細と車両を確認できます。そこから：

- **編集**で詳細を変更します。スーパー管理者のメールアドレスを変えてもユーザー名はそのままで、メールは新しいアドレスに届きます。
- **車両登録**で、名前、ナンバー、車台番号、IMEI を入力してこの顧客の車両を登録します。
$md$
FROM guide_categories WHERE link = $md$customers$md$;
INSERT INTO guides (category_id, link, position, title_en, title_id, title_ja, body_en, body_id, body_ja)
SELECT id, $md$leasing$md$, 1, $md$Leasing$md$, $md$Leasing$md$, $md$リース$md$,
$md$The **Leasing** screens follow trucks bought on a lease: the leasing companies, the vehicles they finance and the dealers' validation of each registration.

## Leasing companies

**Leasing companies** (address `/leasing/company-list`) lists each company with its code, status, leased vehicles and registrations awaiting validation. The brand can **Add leasing company**, **Edit** one, or **Deactivate** it (its users can then no longer sign in). **Show its vehicles** opens the company's leased vehicles.

## Registering a leased vehicle

A leasing company clicks **Register leased vehicle** and gives:

- the chassis number (17 characters, as on the vehicle's registration);
- the owner: the debtor named on the lease contract;
- the **Tenor (months)**, the **Monthly installment (Rp)** and the **Contract start date**;
- the **Validating dealer**: the dealer that sold the truck checks and approves the registration.

## Validation by the dealer

The dealer finds the registration under **Vehicle validation** and opens **Validate**:

- **Approve vehicle**: choose the customer holding the vehicle; the vehicle is approved and registered.
- **Reject registration**: give a rejection remark, which the leasing company sees.

## Following leased vehicles

**Leased vehicles** lists the financed vehicles with their terms and approval state; a vehicle's page shows its data and **Show on map**. **Search** finds a leased vehicle by chassis number, vehicle number, owner or customer.
$md$,
$md$Layar **Leasing** mengikuti truk yang dibeli secara leasing: perusahaan leasing, kendaraan yang mereka biayai, dan validasi dealer atas setiap pendaftaran.

## Perusahaan leasing

**Perusahaan leasing** (alamat `/leasing/company-list`) mencantumkan setiap perusahaan dengan kode, status, kendaraan leasing, dan pendaftaran yang menunggu validasi. Merek dapat **Menambah perusahaan leasing**, **Mengubah**, atau **Menonaktifkan** perusahaan (penggunanya tidak dapat masuk lagi). **Tampilkan kendaraannya** membuka kendaraan leasing milik perusahaan itu.

## Mendaftarkan kendaraan leasing

Perusahaan leasing mengklik **Daftarkan kendaraan leasing** dan mengisi:

- nomor rangka (17 karakter, sesuai dokumen registrasi kendaraan);
- pemilik: debitur yang tercantum pada kontrak leasing;
- **Tenor (bulan)**, **Angsuran bulanan (Rp)**, dan **Tanggal mulai kontrak**;
- **Dealer validator**: dealer yang menjual truk memeriksa dan menyetujui pendaftaran.

## Validasi oleh dealer

Dealer menemukan pendaftaran di **Validasi kendaraan** lalu membuka **Validasi**:

- **Setujui kendaraan**: pilih pelanggan yang memegang kendaraan; kendaraan disetujui dan terdaftar.
- **Tolak pendaftaran**: isi catatan penolakan, yang dapat dilihat perusahaan leasing.

## Memantau kendaraan leasing

**Kendaraan leasing** mencantumkan kendaraan yang dibiayai beserta ketentuan dan status persetujuannya; halaman kendaraan menampilkan datanya dan **Tampilkan di peta**. **Cari** menemukan kendaraan leasing menurut nomor rangka, nomor kendaraan, pemilik, atau pelanggan.
$md$,
$md$**リース**の画面では、リースで購入されたトラックを管理します。リース会社、その会社が融資する車両、各登録に対するディーラーの承認です。

## リース会社

**リース会社**（アドレス `/leasing/company-list`）には、各社のコード、状態、リース車両、承認待ちの登録が表示されます。ブランドは**リース会社の追加**、**編集**、**無効化**（その会社のユーザーはサインインできなくなります）ができます。**車両を表示**でその会社のリース車両を開きます。

## リース車両の登録

リース会社は**リース車両の登録**をクリックし、次を入力します。

- 車台番号（車両登録証どおりの 17 文字）
- 所有者：リース契約に記載された債務者
- **期間（か月）**、**月々の支払額 (Rp)**、**契約開始日**
- **承認ディーラー**：トラックを販売したディーラーが登録を確認・承認します。

## ディーラーによる承認

ディーラーは**車両の承認**で登録を見つけ、**承認する**を開きます。

- **車両を承認**：車両を保有する顧客を選ぶと、車両が承認・登録されます。
- **登録を却下**：却下の理由を入力します。リース会社はそれを確認できます。

## リース車両の確認

**リース車両**には融資中の車両が条件と承認状態とともに表示されます。車両のページではデータと**地図で表示**を確認できます。**検索**では車台番号、車両番号、所有者、顧客でリース車両を探せます。
$md$
FROM guide_categories WHERE link = $md$leasing$md$;
