import type { FormInstance } from 'antd';

type FieldName = Parameters<FormInstance['setFieldValue']>[0];

/**
 * What `form.setFieldValue` does (a new value, the field's errors cleared), without the console
 * warning "There may be circular references": setFieldValue hands the field fresh empty error and
 * warning lists, and antd's deep compare of the field's state, meeting the one shared empty list
 * twice, takes it for a cycle. Errors are cleared only when there are some.
 */
export function setFormValue(form: FormInstance, name: FieldName, value: unknown): void {
  form.setFields([{ name, value, ...(form.getFieldError(name).length ? { errors: [] } : {}) }]);
}
