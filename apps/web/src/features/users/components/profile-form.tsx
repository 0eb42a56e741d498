import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateSchema, type User } from '@medibazaar/contract';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/i18n';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { InputField, UrlField } from '../../../components/ui/form-field';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useUpdateProfile } from '../api/update-profile';
import { unprintableText } from '../../../lib/unprintable-text';

interface ProfileValues {
  name: string;
  image: string;
}
type ProfileOutput = z.output<typeof ProfileUpdateSchema>;

/**
 * Name and photo address of your own account; only what changed is sent. The server
 * fetches a new photo address and keeps its own copy, so a refusal says why under the field.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors },
  } = useForm<ProfileValues, unknown, ProfileOutput>({
    resolver: zodResolver(ProfileUpdateSchema) as unknown as Resolver<ProfileValues, unknown, ProfileOutput>,
    defaultValues: { name: user.name, image: user.image ?? '' },
    shouldFocusError: true,
  });

  const onSubmit = (values: ProfileOutput) => {
    const changes: { name?: string; image?: string | null } = {};
    if (values.name !== undefined && values.name !== user.name) changes.name = values.name;
    if (values.image !== undefined && values.image !== user.image) changes.image = values.image;
    if (Object.keys(changes).length === 0) {
      toast(t('auth.profile.unchanged'));
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) => {
        reset({ name: saved.name, image: saved.image ?? '' });
        toast.success(t('auth.profile.saved'));
      },
      onError: (error) => {
        const field = error instanceof ApiRequestError ? error.body.field : undefined;
        if (field === 'name' || field === 'image') {
          const reason = apiErrorMessage(error, t, t(`auth.profile.errors.${field}`));
          setError(field, { type: 'server', message: reason }, { shouldFocus: true });
        }
        toast.error(t('auth.profile.saveFailed'));
      },
    });
  };

  const fieldError = (field: keyof ProfileValues) => {
    const error = errors[field];
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    return (field === 'name' && unprintableText(getValues('name'), t)) || t(`auth.profile.errors.${field}`);
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <InputField
        label={t('auth.profile.nameLabel')}
        error={fieldError('name')}
        {...register('name')}
        type="text"
        autoComplete="name"
      />
      <UrlField
        label={t('auth.profile.imageLabel')}
        hint={t('auth.profile.imageHint')}
        error={fieldError('image')}
        {...register('image')}
      />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? t('auth.profile.saving') : t('auth.profile.save')}
      </Button>
    </form>
  );
}
