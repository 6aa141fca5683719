import { describe, expect, it } from 'vitest';
import { antdSw } from './antd-sw';

describe("Ant Design's texts in Kiswahili", () => {
  it('is a locale object of its own, not one wrapping the English one (which Ant Design would show)', () => {
    // ConfigProvider shows `locale.default` when the object carries one with a `locale`: an English
    // module spread into it as a CommonJS namespace made every dialog's Cancel English
    expect(Object.keys(antdSw)).not.toContain('default');
    expect(antdSw.locale).toBe('sw');
  });

  it("names the dialogs' buttons and a form's optional fields in Kiswahili", () => {
    expect(antdSw.Modal).toMatchObject({ okText: 'Sawa', cancelText: 'Ghairi' });
    expect(antdSw.Popconfirm).toMatchObject({ okText: 'Sawa', cancelText: 'Ghairi' });
    expect(antdSw.Form?.optional).toBe('(si lazima)');
  });

  it("keeps the English locale's other parts under the Kiswahili (the date picker's, the calendar's)", () => {
    expect(antdSw.DatePicker?.lang.today).toBe('Leo');
    expect(antdSw.Calendar).toBeDefined();
    expect(antdSw.Form?.defaultValidateMessages).toBeDefined();
  });
});
