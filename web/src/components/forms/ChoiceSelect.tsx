import { Select, type SelectProps } from 'antd';
import { foldedLabelFilter } from '../../lib/fold-filter';

/**
 * THE select of a form (issue 23 §1): what is typed finds the option (a building code, a room number,
 * a guard's name without accents) and Enter picks it, so a keyboard user never keeps a wrong default
 * ("GB" + Enter in the building no longer leaves BN). A select may still pass its own filter.
 */
export function ChoiceSelect<V = unknown>(props: SelectProps<V>) {
  return <Select<V> showSearch filterOption={foldedLabelFilter} {...props} />;
}
