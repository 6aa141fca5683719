import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';

interface SearchInputProps {
  /** The accessible name, e.g. 'Search participants'. */
  readonly label: string;
  readonly placeholder: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly maxWidth?: number;
}

/** The search box of the list pages: a labelled, clearable text input with a search icon. */
export function SearchInput({ label, placeholder, value, onChange, maxWidth = 360 }: SearchInputProps) {
  return (
    <Input
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth }}
    />
  );
}
