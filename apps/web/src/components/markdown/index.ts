export { EXTERNAL_LINK_REL, Markdown, type MarkdownProps } from './markdown';
export { ALLOWED_TAGS, STRIPPED_TAGS, markdownSanitizeSchema, rehypeOnlyCheckboxInputs } from './schema';
export { SAFE_URL_PROTOCOLS, isFragmentUrl, markdownUrlTransform, safeUrl } from './url';
