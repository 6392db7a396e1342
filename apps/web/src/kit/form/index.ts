/**
 * Form kit: every add/edit dialog of the console is a `FormModal` around its fields.
 *
 *   <FormModal opened={opened} onClose={close} title={t('x.addTitle')} size={540}
 *     onSubmit={form.onSubmit(submit)} error={error} submitLabel={t('x.save')}
 *     submitDisabled={!complete} submitting={create.isPending} footerStart={deleteButton}>
 *     <TextInput data-autofocus label={t('x.name')} {...form.getInputProps('name')} />
 *   </FormModal>
 *
 * A destructive step (Delete, Deactivate) is confirmed in the same dialog: `confirm={<FormConfirm …>}`.
 * `useFormDialog` holds the error and the close that starts over; `serverErrorTo` is the matching onError: a sentence naming a field lands on it, any other under the form.
 */
export { FormConfirm } from './form-confirm.tsx';
export { FormError, FormModal, type FormModalProps } from './form-modal.tsx';
export { serverErrorTo } from './server-error.ts';
export { useFormDialog } from './use-form-dialog.ts';
