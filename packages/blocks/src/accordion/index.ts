export { accordionTemplate } from './accordion.schema.js';
export { Accordion, type AccordionProps } from './accordion.js';
