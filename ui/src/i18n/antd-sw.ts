/**
 * Ant Design's own texts in Kiswahili (Ant Design ships no Swahili locale): built on its British English
 * one, every text a user meets replaced. Month and day names come from dayjs's `sw` locale.
 *
 * The English one is taken from Ant Design's ES module: `antd/locale/en_GB` is CommonJS, which the build
 * hands over as its namespace, so spreading it carried `default` (the English locale) into this object,
 * and ConfigProvider shows `locale.default` when there is one: every dialog's Cancel and every form's
 * "(optional)" stayed English.
 */
import type { Locale } from 'antd/es/locale';
import enGB from 'antd/es/locale/en_GB';

const datePicker = enGB.DatePicker;

export const antdSw: Locale = {
  ...enGB,
  locale: 'sw',
  global: {
    placeholder: 'Tafadhali chagua',
    close: 'Funga',
    sortable: 'inapangika',
    show: 'Onyesha',
    hide: 'Ficha',
  },
  Pagination: {
    ...enGB.Pagination,
    items_per_page: '/ ukurasa',
    jump_to: 'Nenda',
    jump_to_confirm: 'thibitisha',
    page: 'Ukurasa',
    prev_page: 'Ukurasa uliotangulia',
    next_page: 'Ukurasa unaofuata',
    prev_5: 'Kurasa 5 zilizotangulia',
    next_5: 'Kurasa 5 zinazofuata',
    prev_3: 'Kurasa 3 zilizotangulia',
    next_3: 'Kurasa 3 zinazofuata',
    page_size: 'Ukubwa wa ukurasa',
  },
  DatePicker: datePicker && {
    ...datePicker,
    lang: {
      ...datePicker.lang,
      locale: 'sw',
      placeholder: 'Chagua tarehe',
      yearPlaceholder: 'Chagua mwaka',
      quarterPlaceholder: 'Chagua robo mwaka',
      monthPlaceholder: 'Chagua mwezi',
      weekPlaceholder: 'Chagua wiki',
      rangePlaceholder: ['Tarehe ya kuanza', 'Tarehe ya mwisho'],
      rangeYearPlaceholder: ['Mwaka wa kuanza', 'Mwaka wa mwisho'],
      rangeQuarterPlaceholder: ['Robo ya kuanza', 'Robo ya mwisho'],
      rangeMonthPlaceholder: ['Mwezi wa kuanza', 'Mwezi wa mwisho'],
      rangeWeekPlaceholder: ['Wiki ya kuanza', 'Wiki ya mwisho'],
      today: 'Leo',
      now: 'Sasa',
      backToToday: 'Rudi leo',
      ok: 'Sawa',
      clear: 'Futa',
      week: 'Wiki',
      month: 'Mwezi',
      year: 'Mwaka',
      timeSelect: 'Chagua saa',
      dateSelect: 'Chagua tarehe',
      monthSelect: 'Chagua mwezi',
      yearSelect: 'Chagua mwaka',
      decadeSelect: 'Chagua muongo',
      previousMonth: 'Mwezi uliopita',
      nextMonth: 'Mwezi ujao',
      previousYear: 'Mwaka uliopita',
      nextYear: 'Mwaka ujao',
      previousDecade: 'Muongo uliopita',
      nextDecade: 'Muongo ujao',
      previousCentury: 'Karne iliyopita',
      nextCentury: 'Karne ijayo',
    },
  },
  Table: {
    filterTitle: 'Chuja',
    filterConfirm: 'Sawa',
    filterReset: 'Weka upya',
    filterEmptyText: 'Hakuna vichujio',
    filterCheckAll: 'Chagua vyote',
    filterSearchPlaceholder: 'Tafuta katika vichujio',
    emptyText: 'Hakuna data',
    selectAll: 'Chagua ukurasa huu',
    selectInvert: 'Geuza uchaguzi wa ukurasa huu',
    selectNone: 'Ondoa uchaguzi wote',
    selectionAll: 'Chagua data yote',
    sortTitle: 'Panga',
    expand: 'Panua safu',
    collapse: 'Kunja safu',
    triggerDesc: 'Bofya kupanga kwa kushuka',
    triggerAsc: 'Bofya kupanga kwa kupanda',
    cancelSort: 'Bofya kuacha kupanga',
  },
  Modal: { okText: 'Sawa', cancelText: 'Ghairi', justOkText: 'Sawa' },
  Popconfirm: { okText: 'Sawa', cancelText: 'Ghairi' },
  Upload: {
    uploading: 'Inapakia...',
    removeFile: 'Ondoa faili',
    uploadError: 'Hitilafu ya kupakia',
    previewFile: 'Hakiki faili',
    downloadFile: 'Pakua faili',
  },
  Empty: { description: 'Hakuna data' },
  Text: { edit: 'Hariri', copy: 'Nakili', copied: 'Imenakiliwa', expand: 'Panua', collapse: 'Kunja' },
  Form: enGB.Form && { ...enGB.Form, optional: '(si lazima)' },
};
