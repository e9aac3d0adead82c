import { SearchBar } from 'antd-mobile';

/** The AI lists' search (name, or a full ID number or phone): a new search starts at page 1. */
export function AiSearchBar({ onSearch }: { onSearch: (search: string) => void }) {
  return (
    <SearchBar
      placeholder="姓名、身份证号或手机号"
      onSearch={(v) => onSearch(v.trim())}
      onClear={() => onSearch('')}
    />
  );
}
