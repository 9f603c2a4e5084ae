import { notImplemented, type GroupHandlers } from '../types.ts';

/** Not built yet: each route answers 501 "Not implemented" until its issue builds it. */
export const translationsHandlers: GroupHandlers<'translations'> = {
  superAdminTranslationJobs: notImplemented,
  superAdminTranslationJobCreate: notImplemented,
  superAdminTranslationJobRun: notImplemented,
  adminTranslationJobs: notImplemented,
  superAdminDeeplUsage: notImplemented,
  superAdminDeeplLanguages: notImplemented,
  adminTranslationMissingNumber: notImplemented,
  superAdminTranslationMissingNumber: notImplemented,
  adminLangs: notImplemented,
  adminLangCreate: notImplemented,
  adminLangToggle: notImplemented,
  adminLangDelete: notImplemented,
  adminLangsTranslated: notImplemented,
  adminLangDefault: notImplemented,
  superAdminLangDefault: notImplemented,
  superAdminLangUpdate: notImplemented,
  superAdminTranslations: notImplemented,
  superAdminTranslationUpdate: notImplemented,
  adminTranslations: notImplemented,
  adminTranslationUpdate: notImplemented,
  adminPageTranslations: notImplemented,
};
