import { Select, type SelectProps } from 'antd';
import type { KeyboardEvent } from 'react';
import { fold } from '../../../../shared/text/fold';
import { foldedLabelFilter } from '../../lib/fold-filter';

type Option = NonNullable<SelectProps['options']>[number];

/**
 * The option typed text means: a value typed from its start first ("GB", "305"), then a label that
 * starts with it, then any option the filter keeps, each in list order.
 */
export function typedChoice(options: readonly Option[], typed: string, filter: (typed: string, o: Option) => boolean = foldedLabelFilter): Option | undefined {
  const t = fold(typed.trim());
  if (!t) return undefined;
  const open = options.filter((o) => !o.disabled && o.value !== undefined);
  const label = (o: Option) => fold(typeof o.label === 'string' ? o.label : '');
  return open.find((o) => fold(String(o.value)).startsWith(t)) ?? open.find((o) => label(o).startsWith(t)) ?? open.find((o) => filter(typed, o));
}

/**
 * THE select of a form (issue 23 §1): what is typed finds the option (a building code, a room number,
 * a guard's name without accents) and Enter picks it, so a keyboard user never keeps a wrong default.
 * The list's own Enter takes its highlighted option, which lags one render behind fast typing ("GB" +
 * Enter at typing speed picked the BN still highlighted from "G"): on Enter with text typed, the
 * option that text means is the choice. A select may still pass its own filter.
 */
export function ChoiceSelect<V = unknown>(props: SelectProps<V>) {
  const { onKeyDown, onChange, options, mode, filterOption = foldedLabelFilter } = props;
  const pickTyped = (e: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(e);
    const typed = e.key === 'Enter' && !mode && options && e.target instanceof HTMLInputElement ? e.target.value : '';
    const choice = typed && typeof filterOption === 'function' ? typedChoice(options!, typed, filterOption as (t: string, o: Option) => boolean) : undefined;
    if (choice) onChange?.(choice.value as V, choice as never);
  };
  return <Select<V> showSearch filterOption={filterOption} {...props} onKeyDown={pickTyped} />;
}
