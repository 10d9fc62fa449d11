import type { Translations } from './translations';

/** Messages of input the server refuses before it reaches a query: unsafe characters, unreadable bodies and uploads. */
export const inputMessages = {
  unsafeCharacters: {
    zh: '参数 {field} 含有不允许的字符（控制字符或损坏的文字编码）',
    en: 'Parameter {field} contains a character that is not allowed (a control character or broken text encoding)',
    fr: 'Le paramètre {field} contient un caractère non autorisé (caractère de contrôle ou encodage de texte endommagé)',
    ru: 'Параметр {field} содержит недопустимый символ (управляющий символ или повреждённая кодировка текста)',
    es: 'El parámetro {field} contiene un carácter no permitido (un carácter de control o una codificación de texto dañada)',
    sw: 'Kigezo {field} kina herufi isiyoruhusiwa (herufi ya udhibiti au usimbaji wa maandishi ulioharibika)',
  },
  unreadableBody: {
    zh: '无法读取请求内容，请发送有效的 JSON',
    en: 'The request body cannot be read: send valid JSON',
    fr: 'Le corps de la requête est illisible : envoyez du JSON valide',
    ru: 'Не удалось прочитать тело запроса: отправьте корректный JSON',
    es: 'No se puede leer el cuerpo de la solicitud: envíe un JSON válido',
    sw: 'Maudhui ya ombi hayasomeki: tuma JSON sahihi',
  },
  bodyTooLarge: {
    zh: '请求内容过大',
    en: 'The request body is too large',
    fr: 'Le corps de la requête est trop volumineux',
    ru: 'Тело запроса слишком велико',
    es: 'El cuerpo de la solicitud es demasiado grande',
    sw: 'Maudhui ya ombi ni makubwa mno',
  },
  unreadableUpload: {
    zh: '无法读取上传的文件，请以完整的 multipart/form-data 格式重新上传',
    en: 'The upload cannot be read: send the whole file again as multipart/form-data',
    fr: 'Le fichier envoyé est illisible : renvoyez-le en entier au format multipart/form-data',
    ru: 'Не удалось прочитать загрузку: отправьте файл целиком ещё раз в формате multipart/form-data',
    es: 'No se puede leer la subida: vuelva a enviar el archivo completo como multipart/form-data',
    sw: 'Faili lililopakiwa halisomeki: tuma faili zima tena kama multipart/form-data',
  },
  filterValueInvalid: {
    zh: '筛选条件的值与其字段类型不符（应为数字、编号或日期）',
    en: 'A filter value does not fit its field (a number, an id or a date was expected)',
    fr: 'Une valeur de filtre ne convient pas à son champ (un nombre, un identifiant ou une date était attendu)',
    ru: 'Значение фильтра не подходит для своего поля (ожидалось число, идентификатор или дата)',
    es: 'Un valor de filtro no corresponde a su campo (se esperaba un número, un identificador o una fecha)',
    sw: 'Thamani ya kichujio hailingani na sehemu yake (nambari, kitambulisho au tarehe ilitarajiwa)',
  },
} satisfies Record<string, Translations>;
