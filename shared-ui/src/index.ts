// Pulls the DefaultTheme augmentation into every consumer that compiles this package.
import type {} from './styled';

export { darkColors, lightColors, theme, type ColorName, type Theme } from './theme/theme';
export { exportTheme, type ExportTheme } from './theme/exportTheme';
export { GLOBAL_STYLE_ATTRIBUTE, GlobalStyle, globalStyleTag } from './theme/GlobalStyle';
export { PortalThemeProvider, type PortalThemeProviderProps } from './theme/PortalThemeProvider';
export { Logo, type LogoProps } from './brand/Logo';
export * from './icons/icons';
export {
  Button,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './primitives/Button';
export { Card } from './primitives/Card';
export { VisuallyHidden } from './primitives/VisuallyHidden';
export type { TabItem } from './layout/TabItem';
export { AreaLayout, type AreaLayoutProps } from './layout/AreaLayout';
export { PRODUCT_NAME } from './brand/productName';
export { PageColumn, type PageColumnWidth } from './layout/PageColumn';
export { CardGrid, cardsInView, renderedNearView, TileGrid } from './layout/grids';
export { SplitView, type SplitViewProps } from './layout/SplitView';
export { SheetBackdrop, SheetPanel } from './layout/Sheet';
export { DataTable, type DataTableColumn, type DataTableProps } from './layout/DataTable';
export { FocusedFrame } from './layout/FocusedFrame';
export { useIsDesktop, useMediaQuery } from './layout/useMediaQuery';
export { OverflowMenu, type OverflowMenuItem, type OverflowMenuProps } from './menu/OverflowMenu';
export { organisationAreaTabs, volunteerAreaTabs } from './layout/areaTabs';
export { notify } from './toasts/notify';
export { Toasts } from './toasts/Toasts';
export { afterStartUp, onFirstMove } from './scheduling/afterStartUp';
export { Badge, type BadgeProps, type BadgeTone } from './badge/Badge';
export { Avatar, type AvatarProps } from './avatar/Avatar';
export {
  defaultAvatarUrl,
  imagePlaceholderUrl,
  organisationLogoPlaceholderUrl,
} from './images/placeholders';
export { svgDataUrl } from './images/svgDataUrl';
export { Loading, type LoadingProps } from './feedback/Loading';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { LoadError, type LoadErrorProps } from './paging/LoadError';
export { ListSkeleton } from './feedback/ListSkeleton';
export { SkeletonLine } from './feedback/SkeletonLine';
export { PagedList, type PagedListProps, type PagedListQuery } from './paging/PagedList';
export {
  PagedListEnd,
  PagedQueryEnd,
  type PagedListEndProps,
  type PagedListEndPlacement,
  type PagedQuery,
  type PagedQueryEndProps,
} from './paging/PagedListEnd';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm/ConfirmDialog';
export { ConfirmProvider, type ConfirmProviderProps } from './confirm/ConfirmProvider';
export { useConfirm } from './confirm/useConfirm';
export type { Confirm, ConfirmOptions } from './confirm/confirmContext';
export { StarRating, type StarRatingProps } from './starRating/StarRating';
export type { ReviewSlide } from './reviews/ReviewSlide';
export { ReviewsCarousel, type ReviewsCarouselProps } from './reviews/ReviewsCarousel';
export { VolunteerReviewList, type VolunteerReviewListProps } from './reviews/VolunteerReviewList';
export {
  VolunteerPublicProfileView,
  type VolunteerPublicProfileViewProps,
} from './volunteerProfile/VolunteerPublicProfileView';
export { ProfileIdentity, ProfileStats } from './profileLayout/profileLayout';
export {
  TaskCard,
  TaskStateBadge,
  TaskWhenWhere,
  type TaskCardProps,
  type TaskWhenWhereProps,
} from './taskCard/TaskCard';
export { Splash, type SplashProps } from './splash/Splash';
export { ScreenSkeleton, type ScreenSkeletonProps } from './splash/ScreenSkeleton';
export { Banner, type BannerProps, type BannerVariant } from './banner/Banner';
export { StepIndicator, type StepIndicatorProps } from './steps/StepIndicator';
export {
  ChipMultiSelect,
  type ChipMultiSelectProps,
  type ChipOption,
} from './chips/ChipMultiSelect';
export { SearchBox, type SearchBoxProps } from './search/SearchBox';
export { SEARCH_SETTLE_MS, useSettledSearch } from './search/useSettledSearch';
export { SortSelect, type SortOption, type SortSelectProps } from './sort/SortSelect';
export { TextField, type TextFieldProps } from './forms/TextField';
export { TextAreaField, type TextAreaFieldProps } from './forms/TextAreaField';
export { SelectField, type SelectFieldProps } from './forms/SelectField';
export { CheckboxField, type CheckboxFieldProps } from './forms/CheckboxField';
export { Switch, type SwitchProps } from './forms/Switch';
export { Fieldset } from './forms/Fieldset';
export {
  RadioGroupField,
  type RadioGroupFieldProps,
  type RadioOption,
} from './forms/RadioGroupField';
export { FormError, type FormErrorProps } from './forms/FormError';
export { FormStatus, type FormStatusProps } from './forms/FormStatus';
export { PhotoPicker, type PhotoPickerProps } from './photoPicker/PhotoPicker';
export { BackButton, type BackButtonProps } from './navigation/BackButton';
export {
  FloatingActionButton,
  type FloatingActionButtonProps,
} from './navigation/FloatingActionButton';
export { Tabs, type TabDefinition, type TabsProps } from './tabs/Tabs';
export { Collapsible, type CollapsibleProps } from './collapsible/Collapsible';
export { AuthCard, AuthPanel, AuthPanelNote, type AuthPanelProps } from './signIn/AuthPanel';
export { SignInForm, type SignInFormProps } from './signIn/SignInForm';
export { SignedOutFrame, type SignedOutFrameProps } from './signIn/SignedOutFrame';
export { ResendConfirmation, type ResendConfirmationProps } from './signIn/ResendConfirmation';
export { authRedirectUrl } from './signIn/authRedirectUrl';
export { NewPasswordForm, type NewPasswordFormProps } from './password/NewPasswordForm';
export {
  ChangePasswordSection,
  type ChangePasswordSectionProps,
} from './password/ChangePasswordSection';
export { startStandaloneArea, type StandaloneAreaOptions } from './standalone/startStandaloneArea';
export { Facts } from './layout/Facts';
export {
  OrganisationProfileView,
  type OrganisationProfileViewProps,
} from './organisationProfile/OrganisationProfileView';
export { ApplySummary } from './taskCard/ApplySummary';
export { FilterBar, type FilterBarProps } from './sort/FilterBar';
export { medium as mediumUp, desktop as desktopUp } from './layout/areaFrame';
export { Dialog, type DialogProps } from './confirm/Dialog';
export { VolunteerStats, type VolunteerStatsProps } from './volunteerProfile/VolunteerStats';
