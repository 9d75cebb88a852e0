import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { DayField, type DayFieldProps } from '../../web/src/components/DayField';

/** The field keeps its own day, as the forms that use it do. */
function Controlled(props: DayFieldProps) {
  const [value, setValue] = useState(props.value);
  return <DayField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Composants/DayField',
  component: Controlled,
  args: { label: 'Date', name: 'date', value: '2026-03-14', onChange: () => undefined },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { value: '' } };
export const Refused: Story = { args: { value: '', required: true, error: 'La date est obligatoire.' } };
export const Dark: Story = { ...Refused, globals: { colorMode: 'dark' } };
