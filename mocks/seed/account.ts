import type { components } from '../../src/api/schema.gen.ts'
import type { AccountRecord, DomainRecord, UserRecord } from '../db/index.ts'
import { SPECIAL_USERNAMES, TWOFACTOR_USER } from './org.ts'
import { MAIL_DOMAIN, ORG_NAME } from './text/names.ts'

type LoginAfterInfo = components['schemas']['LoginAfterInfo']

const ICP = { is_icp: true, icp_no: '京ICP备12345678号-1', icp_link: 'https://beian.miit.gov.cn/' }

export function buildDomain(): DomainRecord {
  return {
    domain: MAIL_DOMAIN,
    login_config: {
      captcha_type: 'slider',
      allow_job_number: true,
      is_wechat_login: true,
      is_ssl_login: true,
      // A certificate endpoint outside the demo: the browser's TLS client certificate is asked
      // for there (decisions.md #288).
      ssl_login_url: 'https://ssl.mail.huayu.example.com/login/cert/',
      is_register: true,
      title: `${ORG_NAME['zh-hans']} 企业邮箱`,
      logo: '/demo/logo.svg',
      copyright: `© 2024 ${ORG_NAME['zh-hans']}`,
      ...ICP,
    },
  }
}

const WELCOME_LINKS: LoginAfterInfo['welcome_links'] = [
  {
    title: '常用系统',
    links: [
      {
        title: 'OA 办公系统',
        desc: '审批、公告、考勤',
        icon: '/demo/link-oa.svg',
        url: 'https://oa.huayu.example.com/',
      },
      {
        title: '报销系统',
        desc: '差旅与费用报销',
        icon: '/demo/link-finance.svg',
        url: 'https://finance.huayu.example.com/',
      },
      {
        title: 'HR Portal',
        desc: 'Leave, payslips, training',
        icon: '/demo/link-hr.svg',
        url: 'https://hr.huayu.example.com/',
      },
    ],
  },
  {
    title: '帮助与支持',
    links: [
      {
        title: '邮箱使用手册',
        desc: '客户端设置与常见问题',
        url: 'https://help.huayu.example.com/mail',
      },
      { title: 'IT 服务台', desc: '分机 8000', url: 'https://it.huayu.example.com/' },
    ],
  },
]

function loginAfter(extras: boolean): LoginAfterInfo {
  return {
    title: `${ORG_NAME['zh-hans']} 企业邮箱`,
    skin_name: 'classic-blue',
    is_fulltext: true,
    welcome_logo: '/demo/logo.svg',
    logout_url: '',
    sw_new_mail_remind: true,
    exclude_ext: ['exe', 'bat', 'cmd', 'com', 'scr', 'msi', 'vbs', 'js', 'jar', 'ps1'],
    draft_auto_save_minute: 5,
    page_limit: 20,
    banner_list: extras ? ['/demo/banner-1.svg', '/demo/banner-2.svg', '/demo/banner-3.svg'] : [],
    system_name: '',
    system_remark: '',
    welcome_links: extras ? WELCOME_LINKS : [],
    welcome_ads: extras
      ? [
          { image: '/demo/ad-1.svg', link: 'https://www.huayu.example.com/security' },
          { image: '/demo/ad-2.svg', link: 'https://www.huayu.example.com/mobile' },
        ]
      : [],
    center_show: true,
    sw_netdisk_page: true,
    ...(extras ? ICP : { is_icp: false, icp_no: '', icp_link: '' }),
    is_fwmail: true,
    is_maildownload: true,
    disable_delete_button: false,
    change_delete_button: false,
    has_user_department_perm: true,
    hide_forward_contents: false,
    webmail_cab_show: true,
    webmail_soab_show: true,
    webmail_oab_show: true,
    soab_domain_cid: 1,
    is_sendsms: true,
  }
}

/** The organisation's password policy: every account's, and the one a registration must pass. */
export const PASSWORD_RULES: AccountRecord['password_rules'] = {
  passwd_type: 3,
  passwd_size2: 8,
  passwd_digital: true,
  passwd_name: true,
  passwd_name2: true,
  passwd_letter: true,
  passwd_letter2: true,
}

const WEATHER: AccountRecord['weather'] = {
  has_weather: true,
  city: '北京',
  low: '12℃',
  high: '24℃',
  state: '晴转多云',
  wind: '西北风 3-4级',
}

const NO_WEATHER: AccountRecord['weather'] = { ...WEATHER, has_weather: false }

export interface AccountOptions {
  /** The `empty` scenario: no welcome extras, infinite capacity, no weather. */
  bare: boolean
}

export function buildAccount(user: UserRecord, options: AccountOptions): AccountRecord {
  const isDemo = user.username === SPECIAL_USERNAMES.demo
  const bare = options.bare && isDemo
  return {
    username: user.username,
    login_after: loginAfter(!bare),
    password_rules: PASSWORD_RULES,
    weather: bare ? NO_WEATHER : WEATHER,
    expired_left: 600,
    lock_left: 600,
    change_password: user.username === SPECIAL_USERNAMES.mustChangePassword,
    is_swtime: isDemo,
    capacity_used_mb: bare ? 0 : isDemo ? 1236.5 : 87.2,
    capacity_total_mb: bare ? 0 : 5120,
    lock_passwords: { mailbox: isDemo && !bare ? 'Lock@2468' : '', file: '', calendar: '' },
    twofactor: twofactorSeed(user),
    // The demo user and the two-factor account have set the three questions; nobody else has.
    security_questions: isDemo
      ? DEMO_SECURITY_QUESTIONS
      : user.username === TWOFACTOR_USER.username
        ? SECURE_SECURITY_QUESTIONS
        : [],
    client_auth_code_enabled: false,
    // The demo's one WeChat identity (mocks/handlers/wechat.store.ts) is bound to demo.
    wechat_bound: isDemo,
    sms_enabled: false,
    profile_audit: { status: 'none', pending: null },
    reading: { is_text_view: false, is_save_sent: true, is_confirm_read: true },
  }
}

/** Questions in the user's language, answers in clear (a fake server). */
const DEMO_SECURITY_QUESTIONS: AccountRecord['security_questions'] = [
  { question: '您小学的校名是？', answer: '实验小学' },
  { question: '您第一只宠物的名字是？', answer: '旺财' },
  { question: '您最喜欢的城市是？', answer: '杭州' },
]

const SECURE_SECURITY_QUESTIONS: AccountRecord['security_questions'] = [
  { question: '您母亲的姓名是？', answer: '李秀英' },
  { question: '您的出生城市是？', answer: '成都' },
  { question: '您最喜欢的一本书是？', answer: '平凡的世界' },
]

/** `secure` has the authenticator (fixed secret) and SMS bound; everyone else neither. */
function twofactorSeed(user: UserRecord): AccountRecord['twofactor'] {
  const secure = user.username === TWOFACTOR_USER.username
  return {
    totp_bound: secure,
    sms_bound: secure,
    phone: user.mobile,
    totp_secret: secure ? TWOFACTOR_USER.totpSecret : '',
  }
}
