import type { Language } from './languages';
import { accessMessages } from './messages-access';
import { catalogMessages } from './messages-catalog';
import { crudMessages } from './messages-crud';
import { inputMessages } from './messages-input';
import { jobMessages } from './messages-jobs';
import { partyMessages } from './messages-parties';
import { platformMessages } from './messages-platform';
import { recordMessages } from './messages-records';
import { storeMessages } from './messages-stores';
import { structureMessages } from './messages-structure';
import { userMessages } from './messages-users';
import type { Translations } from './translations';

/**
 * Every message the server sends to a person, in every language. `{name}` marks a parameter.
 * The type makes a missing language a compile error; messages.test.ts also rejects empty texts.
 */
export const messages = {
  ...crudMessages,
  ...userMessages,
  ...accessMessages,
  ...structureMessages,
  ...recordMessages,
  ...platformMessages,
  ...storeMessages,
  ...catalogMessages,
  ...partyMessages,
  ...inputMessages,
  ...jobMessages,
  success: {
    zh: '操作成功',
    en: 'Operation succeeded',
    fr: 'Opération réussie',
    ru: 'Операция выполнена',
    es: 'Operación realizada',
    sw: 'Operesheni imefanikiwa',
  },
  unknownError: {
    zh: '未知错误',
    en: 'Unknown error',
    fr: 'Erreur inconnue',
    ru: 'Неизвестная ошибка',
    es: 'Error desconocido',
    sw: 'Hitilafu isiyojulikana',
  },
  invalidParameter: {
    zh: '参数 {field} 无效：{detail}',
    en: 'Invalid parameter {field}: {detail}',
    fr: 'Paramètre {field} invalide : {detail}',
    ru: 'Недопустимый параметр {field}: {detail}',
    es: 'Parámetro {field} no válido: {detail}',
    sw: 'Kigezo {field} si sahihi: {detail}',
  },
  maxInputCharacters: {
    zh: '最多输入 {max} 个字符',
    en: 'Enter at most {max} characters',
    fr: 'Saisissez au plus {max} caractères',
    ru: 'Введите не более {max} символов',
    es: 'Introduzca como máximo {max} caracteres',
    sw: 'Ingiza herufi zisizozidi {max}',
  },
  required: {
    zh: '此项为必填项',
    en: 'This field is required',
    fr: 'Ce champ est obligatoire',
    ru: 'Это поле обязательно',
    es: 'Este campo es obligatorio',
    sw: 'Sehemu hii inahitajika',
  },
  unauthorized: {
    zh: '请求未授权，请重新登录',
    en: 'Not signed in or the session has expired, please sign in again',
    fr: 'Non connecté ou session expirée, veuillez vous reconnecter',
    ru: 'Вы не вошли в систему или сеанс истёк, войдите снова',
    es: 'No ha iniciado sesión o la sesión ha caducado, inicie sesión de nuevo',
    sw: 'Hujaingia au kipindi kimeisha, tafadhali ingia tena',
  },
  forbidden: {
    zh: '没有权限执行此操作',
    en: 'You do not have permission to do this',
    fr: "Vous n'avez pas l'autorisation de faire ceci",
    ru: 'У вас нет прав на это действие',
    es: 'No tiene permiso para hacer esto',
    sw: 'Huna ruhusa ya kufanya hivi',
  },
  notFound: {
    zh: '数据不存在',
    en: 'The record does not exist',
    fr: "L'enregistrement n'existe pas",
    ru: 'Запись не существует',
    es: 'El registro no existe',
    sw: 'Rekodi haipo',
  },
  routeNotFound: {
    zh: '接口不存在',
    en: 'No such API call',
    fr: "Cet appel d'API n'existe pas",
    ru: 'Такого вызова API нет',
    es: 'No existe esa llamada a la API',
    sw: 'Hakuna mwito huo wa API',
  },
  staleVersion: {
    zh: '数据已被他人修改，请刷新后重试',
    en: 'Modified by someone else, please refresh and try again',
    fr: "Modifié par quelqu'un d'autre, actualisez puis réessayez",
    ru: 'Данные изменены другим пользователем, обновите страницу и повторите',
    es: 'Modificado por otra persona, actualice e inténtelo de nuevo',
    sw: 'Imebadilishwa na mtu mwingine, tafadhali onyesha upya ujaribu tena',
  },
  serverError: {
    zh: '服务器内部错误，请稍后重试',
    en: 'Internal server error, please try again later',
    fr: 'Erreur interne du serveur, réessayez plus tard',
    ru: 'Внутренняя ошибка сервера, повторите позже',
    es: 'Error interno del servidor, inténtelo más tarde',
    sw: 'Hitilafu ya ndani ya seva, jaribu tena baadaye',
  },
  tooManyRequests: {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please wait and try again',
    fr: 'Trop de requêtes, patientez puis réessayez',
    ru: 'Слишком много запросов, подождите и повторите',
    es: 'Demasiadas solicitudes, espere e inténtelo de nuevo',
    sw: 'Maombi mengi mno, subiri kisha ujaribu tena',
  },
  /** OAuth's own wording: the web client matches it literally and shows its own text (spec §8). */
  badCredentials: {
    zh: 'Bad credentials',
    en: 'Bad credentials',
    fr: 'Bad credentials',
    ru: 'Bad credentials',
    es: 'Bad credentials',
    sw: 'Bad credentials',
  },
  accountLocked: {
    zh: '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many failed attempts: the account is locked, try again in {minutes} minutes',
    fr: 'Trop de tentatives échouées : le compte est verrouillé, réessayez dans {minutes} minutes',
    ru: 'Слишком много неудачных попыток: учётная запись заблокирована, повторите через {minutes} мин.',
    es: 'Demasiados intentos fallidos: la cuenta está bloqueada, inténtelo en {minutes} minutos',
    sw: 'Majaribio mengi yameshindwa: akaunti imefungwa, jaribu tena baada ya dakika {minutes}',
  },
  accountDisabled: {
    zh: '账号已停用，请联系管理员',
    en: 'The account is disabled, please contact the administrator',
    fr: "Le compte est désactivé, contactez l'administrateur",
    ru: 'Учётная запись отключена, обратитесь к администратору',
    es: 'La cuenta está desactivada, contacte con el administrador',
    sw: 'Akaunti imezimwa, wasiliana na msimamizi',
  },
  accountPending: {
    zh: '账号正在等待管理员审批',
    en: 'The account is waiting for administrator approval',
    fr: "Le compte attend l'approbation d'un administrateur",
    ru: 'Учётная запись ожидает одобрения администратора',
    es: 'La cuenta está pendiente de aprobación del administrador',
    sw: 'Akaunti inasubiri idhini ya msimamizi',
  },
  tenantNotFound: {
    zh: '租户不存在',
    en: 'The tenant does not exist',
    fr: "Le locataire n'existe pas",
    ru: 'Арендатор не существует',
    es: 'El inquilino no existe',
    sw: 'Mpangaji hayupo',
  },
  tenantExpired: {
    zh: '租户已过期，请联系管理员',
    en: 'The tenant has expired, please contact the administrator',
    fr: "Le locataire a expiré, contactez l'administrateur",
    ru: 'Срок действия арендатора истёк, обратитесь к администратору',
    es: 'El inquilino ha caducado, contacte con el administrador',
    sw: 'Muda wa mpangaji umeisha, wasiliana na msimamizi',
  },
  captchaInvalid: {
    zh: '验证码不正确',
    en: 'The verification code is incorrect',
    fr: 'Le code de vérification est incorrect',
    ru: 'Неверный проверочный код',
    es: 'El código de verificación es incorrecto',
    sw: 'Msimbo wa uthibitisho si sahihi',
  },
  clientInvalid: {
    zh: '客户端认证失败',
    en: 'Client authentication failed',
    fr: "Échec de l'authentification du client",
    ru: 'Ошибка аутентификации клиента',
    es: 'Falló la autenticación del cliente',
    sw: 'Uthibitishaji wa mteja umeshindwa',
  },
  grantUnsupported: {
    zh: '不支持的授权类型',
    en: 'Unsupported grant type',
    fr: "Type d'autorisation non pris en charge",
    ru: 'Неподдерживаемый тип авторизации',
    es: 'Tipo de concesión no admitido',
    sw: 'Aina ya ruhusa haitumiki',
  },
  refreshTokenInvalid: {
    zh: '刷新令牌无效或已使用',
    en: 'The refresh token is invalid or was already used',
    fr: 'Le jeton de rafraîchissement est invalide ou déjà utilisé',
    ru: 'Токен обновления недействителен или уже использован',
    es: 'El token de actualización no es válido o ya se usó',
    sw: 'Tokeni ya kuonyesha upya si halali au imeshatumika',
  },
  oldPasswordWrong: {
    zh: '原密码不正确',
    en: 'The current password is incorrect',
    fr: 'Le mot de passe actuel est incorrect',
    ru: 'Текущий пароль неверен',
    es: 'La contraseña actual es incorrecta',
    sw: 'Nenosiri la sasa si sahihi',
  },
  passwordsDiffer: {
    zh: '两次密码输入不一致',
    en: 'The two passwords do not match',
    fr: 'Les deux mots de passe ne correspondent pas',
    ru: 'Пароли не совпадают',
    es: 'Las dos contraseñas no coinciden',
    sw: 'Manenosiri mawili hayalingani',
  },
  accountExists: {
    zh: '账号已存在',
    en: 'The account already exists',
    fr: 'Le compte existe déjà',
    ru: 'Учётная запись уже существует',
    es: 'La cuenta ya existe',
    sw: 'Akaunti tayari ipo',
  },
  registerPending: {
    zh: '注册成功，请等待管理员审批',
    en: 'Registered: please wait for administrator approval',
    fr: "Inscription réussie : attendez l'approbation d'un administrateur",
    ru: 'Регистрация выполнена: дождитесь одобрения администратора',
    es: 'Registro completado: espere la aprobación del administrador',
    sw: 'Umesajiliwa: subiri idhini ya msimamizi',
  },
  tenantQuotaReached: {
    zh: '租户账号数量已达上限',
    en: "The tenant's account quota is used up",
    fr: 'Le quota de comptes du locataire est atteint',
    ru: 'Квота учётных записей арендатора исчерпана',
    es: 'Se agotó el cupo de cuentas del inquilino',
    sw: 'Kikomo cha akaunti za mpangaji kimefikiwa',
  },
  /** Register form checks of spec §5, in their order: tenant, account, password, then passwordsDiffer. */
  tenantIdRequired: {
    zh: '请先输入租户编号',
    en: 'Please enter the tenant number first',
    fr: "Saisissez d'abord le numéro de locataire",
    ru: 'Сначала введите номер арендатора',
    es: 'Introduzca primero el número de inquilino',
    sw: 'Tafadhali weka kwanza nambari ya mpangaji',
  },
  accountRequired: {
    zh: '请先输入账号名称',
    en: 'Please enter the account name first',
    fr: "Saisissez d'abord le nom du compte",
    ru: 'Сначала введите имя учётной записи',
    es: 'Introduzca primero el nombre de la cuenta',
    sw: 'Tafadhali weka kwanza jina la akaunti',
  },
  passwordRequired: {
    zh: '请先输入密码',
    en: 'Please enter the password first',
    fr: "Saisissez d'abord le mot de passe",
    ru: 'Сначала введите пароль',
    es: 'Introduzca primero la contraseña',
    sw: 'Tafadhali weka kwanza nenosiri',
  },
  timeZoneInvalid: {
    zh: '时区 {zone} 无效',
    en: 'Unknown time zone {zone}',
    fr: 'Fuseau horaire {zone} inconnu',
    ru: 'Неизвестный часовой пояс {zone}',
    es: 'Zona horaria {zone} desconocida',
    sw: 'Saa za eneo {zone} hazijulikani',
  },
  recipientRequired: {
    zh: '请选择接收人或接收客户',
    en: 'Choose a recipient user or customer',
    fr: 'Choisissez un utilisateur ou un client destinataire',
    ru: 'Выберите получателя: пользователя или клиента',
    es: 'Elija un usuario o un cliente destinatario',
    sw: 'Chagua mtumiaji au mteja atakayepokea',
  },
} satisfies Record<string, Translations>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function translate(key: MessageKey, lang: Language, params: MessageParams = {}): string {
  const template: string = messages[key][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
