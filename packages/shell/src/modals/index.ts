export {
  ModalForm,
  mapQueryParams,
  type ModalFormProps,
  type ModalFormRenderProps,
  type RenderForm,
  type ParamsMapping,
} from './ModalForm.js';
export {
  ModalFormProvider,
  useOpenForm,
  type ModalFormProviderProps,
} from './ModalFormProvider.js';
export { HelpModal, type HelpModalProps, type HelpModalItem } from './HelpModal.js';
