-- Help wiki (issue 14): the guide of the driver contest and the drivers' list, in English, Indonesian
-- and Japanese, under a category of its own; the contest's and the drivers' screens link to it.
INSERT INTO guide_categories (link, position, title_en, title_id, title_ja) VALUES
  ($md$drivers$md$, 6, $md$Drivers$md$, $md$Pengemudi$md$, $md$ドライバー$md$);

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
FROM guide_categories WHERE link = $md$drivers$md$;
