import type { ReaderLanguage } from '../reader-language.js';
import type { Mail } from './mailer.js';

type Letter = Omit<Mail, 'to' | 'attachments'>;

/** A new account's set-password mail: who it is for, where, and the link that activates it. */
export type AccountReady = { name: string; username: string; organization: string; link: string; days: number };

/** A password reset's mail: the link, valid an hour. */
export type ResetLink = { name: string; link: string };

const READY: Record<ReaderLanguage, (f: AccountReady) => Letter> = {
  'en-us': (f) => ({
    subject: 'Armada: your account is ready, set your password',
    text: `Hello ${f.name},\n\nAn Armada account has been created for you at ${f.organization}.\nYour username: ${f.username}\n\nOpen this link within ${f.days} days to choose your password and activate the account:\n${f.link}\n\nAfterwards the link "Forgot password" on the sign-in page sends a new one.`,
  }),
  id: (f) => ({
    subject: 'Armada: akun Anda sudah siap, buat kata sandi Anda',
    text: `Halo ${f.name},\n\nAkun Armada telah dibuat untuk Anda di ${f.organization}.\nNama pengguna Anda: ${f.username}\n\nBuka tautan ini dalam ${f.days} hari untuk membuat kata sandi dan mengaktifkan akun:\n${f.link}\n\nSetelah itu, tautan "Lupa kata sandi" di halaman masuk akan mengirim tautan baru.`,
  }),
  ja: (f) => ({
    subject: 'Armada: アカウントの準備ができました。パスワードを設定してください',
    text: `${f.name} 様\n\n${f.organization} の Armada アカウントを作成しました。\nユーザー名: ${f.username}\n\n${f.days} 日以内に次のリンクを開き、パスワードを設定してアカウントを有効にしてください:\n${f.link}\n\n期限が過ぎた場合は、サインイン画面の「パスワードをお忘れですか?」から新しいリンクを受け取れます。`,
  }),
};

const RESET: Record<ReaderLanguage, (f: ResetLink) => Letter> = {
  'en-us': (f) => ({
    subject: 'Armada: reset your password',
    text: `Hello ${f.name},\n\nOpen this link within an hour to choose a new password:\n${f.link}\n\nIf you did not ask for it, ignore this mail.`,
  }),
  id: (f) => ({
    subject: 'Armada: atur ulang kata sandi Anda',
    text: `Halo ${f.name},\n\nBuka tautan ini dalam satu jam untuk membuat kata sandi baru:\n${f.link}\n\nJika Anda tidak memintanya, abaikan e-mail ini.`,
  }),
  ja: (f) => ({
    subject: 'Armada: パスワードの再設定',
    text: `${f.name} 様\n\n1 時間以内に次のリンクを開き、新しいパスワードを設定してください:\n${f.link}\n\nお心当たりがない場合は、このメールを破棄してください。`,
  }),
};

/** The set-password mail of a new account, in the language of the person who created it. */
export const accountReadyMail = (language: ReaderLanguage, facts: AccountReady): Letter => READY[language](facts);

/** The reset mail, in the language of the page that asked for it. */
export const resetMail = (language: ReaderLanguage, facts: ResetLink): Letter => RESET[language](facts);
