import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { MoneyField, type MoneyFieldProps } from '../../web/src/components/MoneyField';

/** The field keeps its own text, as the forms that use it do. */
function Controlled(props: MoneyFieldProps) {
  const [value, setValue] = useState(props.value);
  return <MoneyField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Composants/MoneyField',
  component: Controlled,
  args: { label: 'Montant (€)', name: 'amount', value: '', onChange: () => undefined },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Formatted: Story = { args: { value: '1 234,50' } };
export const Refused: Story = { args: { value: '12,345', error: 'Le montant doit être un nombre.' } };
export const Unsigned: Story = { args: { label: 'Prix unitaire', value: '480,00', unsigned: true, size: 'small' } };
export const Dark: Story = { ...Refused, globals: { colorMode: 'dark' } };
