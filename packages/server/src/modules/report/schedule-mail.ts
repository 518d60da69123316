import type { ScheduleLanguage } from '@armada/domain';
import { addDays } from './schedule-clock.js';

/** What a scheduled report's mail says, in the schedule's language: its title, period and row count. */
type MailFacts = { title: string; firstDay: string; lastDay: string; rows: number };

const TEXTS: Record<ScheduleLanguage, (facts: MailFacts) => { subject: string; text: string }> = {
  en: ({ title, firstDay, lastDay, rows }) => ({
    subject: `${title}: ${firstDay} to ${lastDay}`,
    text: `Your scheduled report "${title}" for ${firstDay} to ${lastDay} is attached (${rows} rows).\n\nYou receive this mail because a schedule in the Armada portal sends it to this address; change or delete it there under Reports, Scheduled reports.`,
  }),
  id: ({ title, firstDay, lastDay, rows }) => ({
    subject: `${title}: ${firstDay} s.d. ${lastDay}`,
    text: `Laporan terjadwal Anda "${title}" untuk ${firstDay} s.d. ${lastDay} terlampir (${rows} baris).\n\nAnda menerima email ini karena sebuah jadwal di portal Armada mengirimkannya ke alamat ini; ubah atau hapus jadwal tersebut di menu Laporan, Laporan terjadwal.`,
  }),
  ja: ({ title, firstDay, lastDay, rows }) => ({
    subject: `${title}: ${firstDay}〜${lastDay}`,
    text: `${firstDay}〜${lastDay}のスケジュールレポート「${title}」を添付します（${rows}行）。\n\nこのメールは、Armadaポータルのスケジュールによりこのアドレスへ送信されています。変更や削除は「レポート」の「スケジュールレポート」で行えます。`,
  }),
};

/** The mail of a run covering `start_date` up to (not including) `end_date`. */
export function scheduleMail(
  language: ScheduleLanguage,
  title: string,
  period: { start_date: string; end_date: string },
  rows: number,
) {
  return TEXTS[language]({ title, firstDay: period.start_date, lastDay: addDays(period.end_date, -1), rows });
}
