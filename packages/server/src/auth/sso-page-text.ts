import { MESSAGES, type MessageCode } from '@armada/domain';
import { READER_LANGUAGES, type ReaderLanguage } from '../reader-language.js';

export { pickLanguage } from '../reader-language.js';
export const SSO_LANGUAGES = READER_LANGUAGES;
export type SsoLanguage = ReaderLanguage;

type PageText = {
  title: string;
  subtitle: string;
  username: string;
  password: string;
  submit: string;
  forgot: string;
  logout: string;
  language: string;
  errors: Partial<Record<MessageCode, string>>;
};

/** The sign-in page's words; English messages are the spec's, word for word. */
export const SSO_TEXT: Record<SsoLanguage, PageText> = {
  'en-us': {
    title: 'Sign in to Armada',
    subtitle: 'Fleet monitoring portal',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    forgot: 'Forgot password?',
    logout: 'Log out',
    language: 'Language',
    errors: MESSAGES,
  },
  id: {
    title: 'Masuk ke Armada',
    subtitle: 'Portal pemantauan armada',
    username: 'Nama pengguna',
    password: 'Kata sandi',
    submit: 'Masuk',
    forgot: 'Lupa kata sandi?',
    logout: 'Keluar',
    language: 'Bahasa',
    errors: {
      wrong_credentials: 'Nama pengguna atau kata sandi salah',
      account_not_active: 'Akun Anda belum aktif, ikuti petunjuk di email Anda untuk melanjutkan',
      account_not_activated: 'Akun belum diaktifkan',
      invalid_token: 'Token tidak valid',
      password_expired_sso: 'Kata sandi kedaluwarsa',
      privacy_policy_ask_super_admin:
        'Kebijakan privasi belum disetujui untuk organisasi Anda. Silakan hubungi Super Admin Anda, lalu masuk kembali.',
      too_many_attempts: 'Terlalu banyak percobaan masuk. Tunggu {minutes} menit lalu coba lagi.',
      fill_blank: 'Silakan isi bagian yang kosong',
      server_error: 'Gagal, silakan coba lagi',
    },
  },
  ja: {
    title: 'Armada にサインイン',
    subtitle: '車両運行管理ポータル',
    username: 'ユーザー名',
    password: 'パスワード',
    submit: 'サインイン',
    forgot: 'パスワードをお忘れですか?',
    logout: 'ログアウト',
    language: '言語',
    errors: {
      wrong_credentials: 'ユーザー名またはパスワードが間違っています',
      account_not_active: 'アカウントが有効になっていません。メールの案内に従って続けてください',
      account_not_activated: 'アカウントが有効化されていません',
      invalid_token: '無効なトークンです',
      password_expired_sso: 'パスワードの有効期限が切れています',
      privacy_policy_ask_super_admin:
        '組織のプライバシーポリシーが承認されていません。スーパー管理者に依頼してから、もう一度ログインしてください。',
      too_many_attempts: 'サインインの試行回数が多すぎます。{minutes} 分待ってから再度お試しください。',
      fill_blank: '空欄を入力してください',
      server_error: '失敗しました。もう一度お試しください',
    },
  },
};
