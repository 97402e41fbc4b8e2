/** Backend code imports the shared definition from here, beside the other request helpers. */
export { isUuid } from '@studyloop/events';
