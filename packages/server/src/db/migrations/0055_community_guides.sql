-- Help wiki (issue 14): the guides of the menu's 'Drivers & community' screens (the driver contest and
-- the drivers' list, surveys, announcements) in English, Indonesian and Japanese, under a category of
-- their own; those screens link to them.
INSERT INTO guide_categories (link, position, title_en, title_id, title_ja) VALUES
  ($md$community$md$, 6, $md$Drivers & community$md$, $md$Pengemudi & komunitas$md$, $md$ドライバー・コミュニティ$md$);

INSERT INTO guides (category_id, link, position, title_en, title_id, title_ja, body_en, body_id, body_ja)
SELECT id, $md$driver-contest$md$, 1, $md$The driver contest and the driving score$md$,
$md$Kontes pengemudi dan skor mengemudi$md$, $md$ドライバーコンテストと運転スコア$md$,
$md$The **Driver contest** (address `/driver-contest`) ranks the drivers who drove in a period by how safely they drove. By default the period runs from 7 days ago to yesterday; choose another one (at most 92 days) or an area at the top.

## Who drove which truck

A truck's day counts for the driver whose card (RFID or iButton) the truck's reader read most that day. A truck without a reader counts for the driver **assigned by hand** to it that day: open the driver on **Drivers** and use **Assign truck**. A day with neither counts for nobody.

## The score

Every driver starts at **100** and loses, per 100 km driven:

- 4 points per overspeed and 1 per minute over the limit,
- 3 points per harsh acceleration, braking or cornering,
- 8 points per fatigue alert,
- 3 points per hour of idling and 3 per hour of driving between 22:00 and 05:00,

and 25 points per crash. A driver who drove less than 50 km is listed without a rank.

| Score | Level |
| --- | --- |
| 90 and above | Very good |
| 75 to 89 | Good |
| 60 to 74 | Medium |
| 40 to 59 | Bad |
| below 40 | Very bad |

## Customers and downloads

A customer's score is the mean of its drivers' scores, weighted by the distance each drove. **Download** saves the shown board as an Excel file; **All rows** saves every driver.

## For drivers

Signed in as a driver, **My standing** shows your score, your rank, your events per 100 km and what costs you the most points, with advice on how to improve.$md$,
$md$**Kontes pengemudi** (alamat `/driver-contest`) memeringkat pengemudi yang mengemudi dalam suatu periode menurut seberapa aman mereka mengemudi. Periode bawaan adalah 7 hari lalu sampai kemarin; pilih periode lain (paling lama 92 hari) atau area di bagian atas.

## Siapa mengemudikan truk mana

Satu hari sebuah truk dihitung untuk pengemudi yang kartunya (RFID atau iButton) paling sering dibaca pembaca di truk pada hari itu. Truk tanpa pembaca dihitung untuk pengemudi yang **ditugaskan secara manual** ke truk itu pada hari itu: buka pengemudi di **Pengemudi** lalu pilih **Tugaskan truk**. Hari tanpa keduanya tidak dihitung untuk siapa pun.

## Skor

Setiap pengemudi mulai dari **100** dan kehilangan, per 100 km yang ditempuh:

- 4 poin per pelanggaran kecepatan dan 1 per menit di atas batas,
- 3 poin per akselerasi, pengereman atau belokan mendadak,
- 8 poin per peringatan kelelahan,
- 3 poin per jam mesin menyala diam dan 3 per jam mengemudi antara 22.00 dan 05.00,

serta 25 poin per tabrakan. Pengemudi yang menempuh kurang dari 50 km ditampilkan tanpa peringkat.

| Skor | Tingkat |
| --- | --- |
| 90 ke atas | Sangat baik |
| 75 sampai 89 | Baik |
| 60 sampai 74 | Sedang |
| 40 sampai 59 | Buruk |
| di bawah 40 | Sangat buruk |

## Pelanggan dan unduhan

Skor pelanggan adalah rata-rata skor pengemudinya, ditimbang dengan jarak yang ditempuh masing-masing. **Unduh** menyimpan papan yang tampil sebagai berkas Excel; **Semua baris** menyimpan semua pengemudi.

## Untuk pengemudi

Saat masuk sebagai pengemudi, **Peringkat saya** menampilkan skor, peringkat, kejadian per 100 km, dan penyebab pengurangan poin terbesar, beserta saran untuk memperbaikinya.$md$,
$md$**ドライバーコンテスト**（アドレス `/driver-contest`）は、期間内に運転したドライバーを運転の安全さで順位付けします。期間は既定で7日前から昨日までです。上部で別の期間（最長92日）やエリアを選べます。

## どのドライバーがどのトラックを運転したか

トラックの1日は、その日に車載リーダーが最も多く読み取ったカード（RFIDまたはiButton）のドライバーに数えられます。リーダーのないトラックは、その日に**手動で割り当てられた**ドライバーに数えられます。**ドライバー**でドライバーを開き、**トラックを割り当て**を使ってください。どちらもない日は誰にも数えられません。

## スコア

各ドライバーは**100**点から始まり、走行100 kmあたり次の点が引かれます。

- 速度超過1回につき4点、制限超過1分につき1点
- 急加速・急ブレーキ・急ハンドル1回につき3点
- 疲労アラート1回につき8点
- アイドリング1時間につき3点、22:00から5:00までの運転1時間につき3点

さらに衝突1回につき25点が引かれます。走行距離が50 km未満のドライバーは順位なしで表示されます。

| スコア | レベル |
| --- | --- |
| 90以上 | とても良い |
| 75〜89 | 良い |
| 60〜74 | 普通 |
| 40〜59 | 悪い |
| 40未満 | とても悪い |

## 顧客とダウンロード

顧客のスコアは、所属ドライバーのスコアを各自の走行距離で重み付けした平均です。**ダウンロード**は表示中の表をExcelファイルとして保存し、**全件**は全ドライバーを保存します。

## ドライバーの方へ

ドライバーとしてサインインすると、**自分の順位**にスコア、順位、100 kmあたりのイベント、減点の大きい原因と改善のヒントが表示されます。$md$
FROM guide_categories WHERE link = $md$community$md$;

INSERT INTO guides (category_id, link, position, title_en, title_id, title_ja, body_en, body_id, body_ja)
SELECT id, $md$surveys$md$, 2, $md$Surveys$md$, $md$Survei$md$, $md$アンケート$md$,
$md$**Surveys** (address `/survey/admin/survey-list`) asks customers and drivers for their opinion. The list shows each survey's status, period, audience and how many answered; sort it by title, period or answers, and search it by title.

## Writing a survey

1. Click **New survey** and give it a title, a description and a period (start and end time, in your time zone).
2. Choose its **Audience**: realms and organisations. Leave both empty to ask everyone you reach; a dealer reaches only its own customers.
3. Add questions, at most 100. A question is **Single choice**, **Multiple choice**, **Text** or **Rating (1–5)**, and may be **Required**. A choice question needs at least two different options.
4. **Preview** shows the survey as respondents see it; nothing is sent from the preview.
5. Set the status to **Published** to open it. A **Draft** is seen by you alone; a **Closed** survey takes no more answers.

Once a survey has answers its questions can no longer be added, removed or changed in type or options; their wording and order still can.

## Answers

Respondents are told after they sign in that a survey is waiting, and answer it on **My surveys** once. **Download** on the list saves every answer as an Excel file, one row per respondent.$md$,
$md$**Survei** (alamat `/survey/admin/survey-list`) menanyakan pendapat pelanggan dan pengemudi. Daftar menampilkan status, periode, sasaran, dan jumlah jawaban setiap survei; urutkan menurut judul, periode atau jawaban, dan cari menurut judul.

## Menyusun survei

1. Klik **Survei baru** lalu isi judul, deskripsi, dan periode (waktu mulai dan berakhir, dalam zona waktu Anda).
2. Pilih **Sasaran**: realm dan organisasi. Kosongkan keduanya untuk menanyai semua yang Anda jangkau; dealer hanya menjangkau pelanggannya sendiri.
3. Tambahkan pertanyaan, paling banyak 100. Jenis pertanyaan: **Pilihan tunggal**, **Pilihan ganda**, **Teks** atau **Penilaian (1–5)**, dan dapat dibuat **Wajib**. Pertanyaan pilihan memerlukan minimal dua opsi yang berbeda.
4. **Pratinjau** menampilkan survei seperti yang dilihat responden; tidak ada yang dikirim dari pratinjau.
5. Ubah status menjadi **Terbit** untuk membukanya. **Draf** hanya terlihat oleh Anda; survei **Ditutup** tidak menerima jawaban lagi.

Setelah survei dijawab, pertanyaannya tidak dapat lagi ditambah, dihapus, atau diubah jenis maupun opsinya; kalimat dan urutannya masih dapat diubah.

## Jawaban

Responden diberi tahu setelah masuk bahwa ada survei yang menunggu, dan menjawabnya sekali di **Survei saya**. **Unduh** pada daftar menyimpan semua jawaban sebagai berkas Excel, satu baris per responden.$md$,
$md$**アンケート**（アドレス `/survey/admin/survey-list`）では、顧客やドライバーに意見を尋ねます。一覧には各アンケートの状態、期間、対象、回答数が表示されます。タイトル、期間、回答数で並べ替え、タイトルで検索できます。

## アンケートの作成

1. **新しいアンケート**をクリックし、タイトル、説明、期間（開始日時と終了日時、ご自分のタイムゾーン）を入力します。
2. **対象**としてレルムと組織を選びます。両方空欄なら担当範囲の全員が対象です。ディーラーは自社の顧客にのみ届けられます。
3. 質問を追加します（最大100件）。種類は**単一選択**、**複数選択**、**自由記述**、**評価（1～5）**で、**必須**にもできます。選択式の質問には異なる選択肢が2つ以上必要です。
4. **プレビュー**では回答者に見える形で確認できます。プレビューからは何も送信されません。
5. 状態を**公開中**にすると回答を受け付けます。**下書き**は自分だけに表示され、**終了**したアンケートは回答を受け付けません。

回答が集まった後は、質問の追加・削除や種類・選択肢の変更はできません。文言と順序は変更できます。

## 回答

回答者にはサインイン後に未回答のアンケートが案内され、**マイアンケート**で一度だけ回答します。一覧の**ダウンロード**で全回答をExcelファイル（回答者ごとに1行）として保存できます。$md$
FROM guide_categories WHERE link = $md$community$md$;

INSERT INTO guides (category_id, link, position, title_en, title_id, title_ja, body_en, body_id, body_ja)
SELECT id, $md$announcements$md$, 3, $md$Announcements$md$, $md$Pengumuman$md$, $md$お知らせ$md$,
$md$**Announcements** (address `/announcement`) tells the people you reach about maintenance, new features or offers. A published announcement shows as a banner at the top of the portal until its end time or until the reader closes it, and arrives once as a notification under **Info** (or **Promo**).

## Writing an announcement

1. Click **New announcement** and write a **Title** and a **Text**. The text is plain, with **bold**, *italic*, links and lines starting with "- " for a list; the **Preview** shows it as readers will see it.
2. Choose the **Audience**: realms and organisations. Leave both empty to address everyone you reach; a dealer reaches only its own customers.
3. Set the **Publish time** (empty: now) and the **End time** (empty: until it is deleted).
4. Tick **Promo** for an offer: it is then told under the promo tab.

Clicking the notification opens the whole announcement.$md$,
$md$**Pengumuman** (alamat `/announcement`) memberi tahu orang yang Anda jangkau tentang pemeliharaan, fitur baru, atau penawaran. Pengumuman yang terbit tampil sebagai spanduk di bagian atas portal hingga waktu berakhirnya atau hingga pembaca menutupnya, dan dikirim sekali sebagai notifikasi di **Info** (atau **Promo**).

## Menulis pengumuman

1. Klik **Pengumuman baru** lalu tulis **Judul** dan **Isi**. Isinya teks biasa dengan **tebal**, *miring*, tautan, dan baris diawali "- " untuk daftar; **Pratinjau** menampilkannya seperti yang akan dilihat pembaca.
2. Pilih **Penerima**: realm dan organisasi. Kosongkan keduanya untuk semua yang Anda jangkau; dealer hanya menjangkau pelanggannya sendiri.
3. Atur **Waktu terbit** (kosong: sekarang) dan **Waktu berakhir** (kosong: sampai dihapus).
4. Centang **Promo** untuk penawaran: pengumuman itu dikirim di tab promo.

Mengklik notifikasinya membuka pengumuman secara lengkap.$md$,
$md$**お知らせ**（アドレス `/announcement`）では、担当範囲の人にメンテナンス、新機能、キャンペーンなどを伝えます。公開されたお知らせは、終了日時まで、または読んだ人が閉じるまでポータル上部にバナーとして表示され、通知の**お知らせ**タブ（または**プロモーション**タブ）に一度だけ届きます。

## お知らせの作成

1. **新しいお知らせ**をクリックし、**件名**と**本文**を入力します。本文はプレーンテキストで、**太字**、*斜体*、リンク、「- 」で始まる行のリストが使えます。**プレビュー**で読み手に見える形を確認できます。
2. **対象**としてレルムと組織を選びます。両方空欄なら届けられる全員が対象です。ディーラーは自社の顧客にのみ届けられます。
3. **公開日時**（空欄なら今すぐ）と**終了日時**（空欄なら削除するまで）を設定します。
4. キャンペーンの場合は**プロモーション**にチェックを入れると、プロモーションタブに通知されます。

通知をクリックすると、お知らせの全文が開きます。$md$
FROM guide_categories WHERE link = $md$community$md$;
