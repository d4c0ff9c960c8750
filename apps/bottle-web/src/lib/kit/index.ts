/**
 * The screen kit: the building blocks every feature's screens share. See the
 * app README "Screen kit". Import from here, not from the files.
 */
export { QueryState } from './query-state';
export type { QueryStateProps, QueryView } from './query-state';
export { PageHeader } from './page';
export { RowList, Section } from './sections';
export type { PageHeaderProps } from './page';
export { LinkButton } from './link-button';
export type { LinkButtonVariant } from './link-button';
export { LoginPrompt } from './login-prompt';
export type { LoginPromptProps } from './login-prompt';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { FieldErrorText, FieldHintText, FormField } from './field';
export type { FieldControl, FieldHint, FormFieldProps } from './field';
export { wideCoverImage } from './styles';
export { aboveFooterScreen, nameAndMeta, storeRows } from './screen-styles';
export { choiceLabel, grayInsetBox } from './form-styles';
export { checkChips, ChipList, chipRow } from './chips';
export { plainRowButton } from './row-button';
export { underlinedTextButton } from './text-button';
export { wordLink } from './word-link';
export { Thumb, ThumbRowList } from './thumb';
export { Facts, InlineAlert, statusPill } from './facts';
export { FactRow } from './fact-row';
export { StoreInfoButton } from './store-info-button';
export type { StoreInfoButtonProps } from './store-info-button';
export { pillButton } from './pill-button';
export { ProductShelf, ProductShelfPlaceholder, SHELF_HEIGHT } from './product-shelf';
export type { ProductShelfProps } from './product-shelf';
export { VirtualList } from './virtual-list';
export type { VirtualListProps } from './virtual-list';
