import { COUPON_REFUSALS, GIFT_CARD_REFUSALS } from '@hs/domain/order-total';
import { MESSAGES } from '@hs/domain/messages';
import { TEAM_MEMBER_REFUND_REFUSAL } from '@hs/domain/refund-window';
import type { ErrorCode } from './error-codes.ts';

/**
 * Why a request failed, as a stable key with its HTTP code and the English message
 * (issue 13 item 5). The web shows each reason from its catalogue in the person's language;
 * English is this table's text. `{name}` in a message is a parameter the error sends
 * (`{wait}` is made from `seconds`); keys are `area.name`.
 */
export const ERROR_REASONS = {
  // Generic answers, one per code, when nothing more specific applies.
  'http.badRequest': { code: 'BAD_REQUEST', message: 'The request is not valid.' },
  'http.unauthorized': { code: 'UNAUTHORIZED', message: MESSAGES.UNAUTHORIZED },
  'http.paymentRequired': { code: 'PAYMENT_REQUIRED', message: 'Choose a package first.' },
  'http.forbidden': { code: 'FORBIDDEN', message: MESSAGES.FORBIDDEN },
  'http.notFound': { code: 'NOT_FOUND', message: MESSAGES.NOT_FOUND },
  'http.conflict': { code: 'CONFLICT', message: 'This conflicts with the current state.' },
  'http.tooLarge': { code: 'PAYLOAD_TOO_LARGE', message: 'The upload is too large.' },
  'http.unsupportedMediaType': {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the body in a format this operation accepts (see /api/openapi.json).',
  },
  'http.unprocessable': { code: 'UNPROCESSABLE', message: 'The request could not be processed.' },
  'http.rateLimited': {
    code: 'RATE_LIMITED',
    message: 'Too many requests. Please wait a moment and try again.',
  },
  'http.internal': { code: 'INTERNAL', message: MESSAGES.SOMETHING_WENT_WRONG },
  'http.unavailable': {
    code: 'UNAVAILABLE',
    message: 'The service is temporarily unavailable. Please try again shortly.',
  },

  // Input checked before any route (issue 13 item 2).
  'input.invalid': { code: 'BAD_REQUEST', message: '{field}: this value is not valid.' },
  'input.nulByte': { code: 'BAD_REQUEST', message: 'The request contains a NUL byte.' },
  'input.tooLarge': {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large: at most {max}.',
  },

  // Sign-in and accounts.
  'auth.incorrectToken': { code: 'UNAUTHORIZED', message: MESSAGES.INCORRECT_TOKEN },
  'auth.tooManyAttempts': {
    code: 'RATE_LIMITED',
    message: 'Too many attempts from this address. Try again in {wait}.',
  },
  'auth.locked': {
    code: 'RATE_LIMITED',
    message:
      'Too many failed sign-ins for this account: its password sign-in is locked for {wait}. Sign in with an email link or reset your password meanwhile.',
  },
  'auth.untrustedOrigin': {
    code: 'FORBIDDEN',
    message:
      'This address ({origin}) is not a trusted origin of this server: add it to TRUSTED_ORIGINS or open {url}',
  },
  'account.required': { code: 'FORBIDDEN', message: 'Create your account first.' },
  'account.signupLimited': { code: 'RATE_LIMITED', message: MESSAGES.SIGNUP_RATE_LIMITED },
  'account.notYours': { code: 'FORBIDDEN', message: 'The uid is not yours.' },
  'account.deleteConfirm': {
    code: 'BAD_REQUEST',
    message: 'Type the e-mail address of your account to confirm the deletion.',
  },

  // The upsell basket (spec 001 sections 4, 5 and 8; spec 000 section 6).
  'basket.invalidItems': { code: 'BAD_REQUEST', message: MESSAGES.INVALID_ITEMS },
  'basket.unknownStyle': {
    code: 'BAD_REQUEST',
    message: 'The style {styleId} is not in the catalogue.',
  },
  'basket.unknownClothing': {
    code: 'BAD_REQUEST',
    message: 'The clothing {clothingId} is not in the catalogue.',
  },
  'basket.styleOwned': {
    code: 'CONFLICT',
    message: 'This model already has the style {styleId}.',
  },
  'basket.empty': {
    code: 'BAD_REQUEST',
    message: 'Add a style or remix credits to the basket first.',
  },
  'basket.modelNotReady': {
    code: 'CONFLICT',
    message: 'Extra styles can be bought once the headshots of this model are ready.',
  },
  'upsell.unavailable': {
    code: 'FORBIDDEN',
    message: 'Extra styles and remixes are not offered for this account.',
  },

  // Photos and the upload wizard (spec 001 section 5 and section 9).
  'upload.notMultipart': {
    code: 'BAD_REQUEST',
    message: 'Send the photos as multipart/form-data.',
  },
  'upload.noFile': { code: 'BAD_REQUEST', message: 'Send one photo in the field "{field}".' },
  'upload.noFiles': { code: 'BAD_REQUEST', message: 'Send at least one photo in "files".' },
  'upload.tooManyFiles': { code: 'BAD_REQUEST', message: 'At most {max} photos per request.' },
  'upload.modelRequired': { code: 'BAD_REQUEST', message: 'modelId is required.' },
  'upload.tooLarge': {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The upload is too large: at most 25 MB a photo.',
  },
  'photo.empty': { code: 'BAD_REQUEST', message: 'The file is empty.' },
  'photo.fileTooLarge': { code: 'BAD_REQUEST', message: 'The file is too large.' },
  'photo.tooManyPixels': { code: 'BAD_REQUEST', message: 'The image has too many pixels.' },
  'photo.unsupportedFormat': {
    code: 'BAD_REQUEST',
    message: 'This file type is not supported. Please upload a JPEG, PNG, WebP or HEIC photo.',
  },
  'photo.corrupt': {
    code: 'BAD_REQUEST',
    message: 'The image could not be read. It may be damaged or incomplete.',
  },
  'photo.imageTooSmall': { code: 'BAD_REQUEST', message: MESSAGES.IMAGE_TOO_SMALL },
  'photo.noFaces': { code: 'BAD_REQUEST', message: MESSAGES.NO_FACES },
  'photo.faceTooSmall': { code: 'BAD_REQUEST', message: MESSAGES.FACE_TOO_SMALL },
  'photo.unknown': { code: 'NOT_FOUND', message: 'This photo does not exist or is not yours.' },
  'photo.fullBodyLimit': { code: 'CONFLICT', message: 'At most {max} full-body photos.' },
  'model.unknown': { code: 'NOT_FOUND', message: 'This model does not exist or is not yours.' },
  'model.submitted': {
    code: 'CONFLICT',
    message: 'These photos were already submitted and can no longer change.',
  },
  'onboarding.missing': { code: 'BAD_REQUEST', message: 'Still needed: {items}.' },
  'onboarding.noUsablePhoto': {
    code: 'UNPROCESSABLE',
    message:
      'None of your photos shows your whole head with your shoulders, so no headshot can be made from them. Add photos that show your shoulders, with your whole head and some space above your hair.',
  },

  // Packages, prices, coupons and gift cards (spec 001 section 9, issue 12).
  'package.required': {
    code: 'PAYMENT_REQUIRED',
    message: 'Choose a package to create your headshots. Your photos and choices are kept.',
  },
  'package.tooManyStyles': {
    code: 'BAD_REQUEST',
    message: 'Your package includes {max} styles: choose at most {max}.',
  },
  'package.notOnSale': { code: 'BAD_REQUEST', message: 'This package is not on sale.' },
  'package.notEnoughLeft': { code: 'CONFLICT', message: 'Not enough left to spend.' },
  'currency.notAvailable': {
    code: 'BAD_REQUEST',
    message: 'This currency is not available in your country.',
  },
  'coupon.unknown': { code: 'BAD_REQUEST', message: COUPON_REFUSALS.unknown },
  'coupon.expired': { code: 'BAD_REQUEST', message: COUPON_REFUSALS.expired },
  'coupon.usedUp': { code: 'BAD_REQUEST', message: COUPON_REFUSALS.usedUp },
  'coupon.otherCurrency': { code: 'BAD_REQUEST', message: COUPON_REFUSALS.otherCurrency },
  'coupon.codeTaken': { code: 'CONFLICT', message: 'This code exists already.' },
  'giftCard.unknown': { code: 'BAD_REQUEST', message: GIFT_CARD_REFUSALS.unknown },
  'giftCard.empty': { code: 'BAD_REQUEST', message: GIFT_CARD_REFUSALS.empty },
  'giftCard.otherCurrency': { code: 'BAD_REQUEST', message: GIFT_CARD_REFUSALS.otherCurrency },
  'grant.packageRequired': { code: 'BAD_REQUEST', message: 'Choose which package to grant.' },
  'person.unknown': { code: 'NOT_FOUND', message: 'No such person.' },
  'person.ownAdminRole': {
    code: 'CONFLICT',
    message: 'You cannot take away your own admin role; ask another admin.',
  },
  // Sign in as the user (decision 037).
  'impersonation.staff': {
    code: 'FORBIDDEN',
    message: 'Staff members cannot be signed in as; only customers can.',
  },
  'impersonation.refused': {
    code: 'FORBIDDEN',
    message:
      'Not while signed in as this user: staff tools, payments, refunds and deleting the account need your own session.',
  },
  'impersonation.notActive': {
    code: 'CONFLICT',
    message: 'You are not signed in as another user.',
  },
  'referral.unknownReward': { code: 'NOT_FOUND', message: 'No such referral reward.' },
  'referral.rewardRevoked': {
    code: 'CONFLICT',
    message: 'This reward was already taken back.',
  },
  'impersonation.sessionMismatch': {
    code: 'CONFLICT',
    message: 'This browser is signed in to another session; reload the page and try again.',
  },

  // Checkout, payments and refunds.
  'payments.off': { code: 'UNAVAILABLE', message: 'Payments are switched off on this site.' },
  'checkout.totalChanged': {
    code: 'CONFLICT',
    message: 'The total changed since you saw it. Please review the new total and try again.',
  },
  'checkout.providerRefused': {
    code: 'UNAVAILABLE',
    message: 'The payment provider refused: {detail}',
  },
  'order.unknown': { code: 'NOT_FOUND', message: 'No such order.' },
  'order.paid': { code: 'CONFLICT', message: 'This order is paid.' },
  'order.ended': { code: 'CONFLICT', message: 'This checkout has ended. Please start again.' },
  'order.nothingToConfirm': {
    code: 'BAD_REQUEST',
    message: 'Nothing to confirm: no order or secret.',
  },
  'order.testProviderOff': { code: 'NOT_FOUND', message: 'The test provider is off.' },
  'stripe.notConfigured': { code: 'NOT_FOUND', message: 'Stripe is not configured.' },
  'stripe.badSignature': { code: 'BAD_REQUEST', message: 'Webhook signature rejected: {detail}' },
  'replicate.notConfigured': {
    code: 'NOT_FOUND',
    message: 'Replicate webhooks are not configured.',
  },
  'replicate.badSignature': {
    code: 'BAD_REQUEST',
    message: 'Webhook signature rejected: {detail}',
  },
  'payment.unknown': { code: 'NOT_FOUND', message: 'No such payment.' },
  // The back office's work sections (issue 19, decision 032).
  'backoffice.orderUnknown': { code: 'NOT_FOUND', message: 'No such order.' },
  'backoffice.modelUnknown': { code: 'NOT_FOUND', message: 'No such model.' },
  'backoffice.modelNotFailed': {
    code: 'CONFLICT',
    message: 'Only a failed model can be retried.',
  },
  'backoffice.modelNotReady': {
    code: 'CONFLICT',
    message: 'Only a ready model can be ranked again.',
  },
  'backoffice.playgroundUnknown': { code: 'NOT_FOUND', message: 'No such photo or style.' },
  // The outbox in the back office (issue 19): resend.
  'email.unknown': { code: 'NOT_FOUND', message: 'No such mail.' },
  'email.holdsSecret': {
    code: 'CONFLICT',
    message:
      'This mail held a one-time link, which the outbox keeps redacted, so it cannot be sent again. Ask the person to request a new link.',
  },
  // Before-and-after examples (issue 20 item 1, decision 039).
  'examples.consentRequired': {
    code: 'BAD_REQUEST',
    message: 'Confirm that the person in the photo agreed to its use on the public pages.',
  },
  'examples.noPhoto': { code: 'BAD_REQUEST', message: 'Choose a photo of the person.' },
  'examples.unknown': { code: 'NOT_FOUND', message: 'No such example.' },
  'examples.styleUnknown': { code: 'NOT_FOUND', message: 'No such style.' },
  'examples.headshotUnknown': {
    code: 'NOT_FOUND',
    message: 'No such delivered headshot with a photo of the person.',
  },
  'payment.refunded': { code: 'CONFLICT', message: 'This payment has already been refunded.' },
  'refund.teamMember': { code: 'FORBIDDEN', message: TEAM_MEMBER_REFUND_REFUSAL },
  'refund.stripeOff': {
    code: 'UNAVAILABLE',
    message: 'Stripe is not configured: this payment cannot be refunded here.',
  },
  'refund.providerRefused': { code: 'UNAVAILABLE', message: 'Stripe refused the refund: {detail}' },

  // The changelog (spec 001 section 7).
  'changelog.unknown': { code: 'NOT_FOUND', message: 'No such changelog entry.' },

  // The blog and reviews sections of the back office (issue 19).
  'blog.unknown': { code: 'NOT_FOUND', message: 'No such blog post.' },
  'blog.slugInvalid': {
    code: 'BAD_REQUEST',
    message:
      'The slug may hold only lowercase letters, digits, hyphens and underscores, at most {max} characters, and cannot start or end with a hyphen.',
  },
  'blog.slugEmpty': {
    code: 'BAD_REQUEST',
    message: 'The title has no letters or digits to make a slug from: type a slug.',
  },
  'blog.slugTaken': {
    code: 'CONFLICT',
    message: 'Another post in {language} already has the slug {slug}. Choose another slug.',
  },
  'blog.translationExists': {
    code: 'CONFLICT',
    message: 'This post already has a version in {language}: edit that one.',
  },
  'blog.categoryInvalid': {
    code: 'BAD_REQUEST',
    message:
      'The category may hold only lowercase letters, digits, hyphens and underscores, at most {max} characters.',
  },
  'review.unknown': { code: 'NOT_FOUND', message: 'No such review.' },

  // Support requests (spec 001 sections 5, 6, 8).
  'support.emailRequired': {
    code: 'BAD_REQUEST',
    message: 'Enter your e-mail address so we can answer you.',
  },
  'support.unknownOrder': {
    code: 'NOT_FOUND',
    message: 'We could not find this order among your payments.',
  },
  'support.orderNotRefundable': {
    code: 'BAD_REQUEST',
    message: 'Only orders with a payment above 0 can be refunded.',
  },
  'support.leadRefundByEmail': {
    code: 'FORBIDDEN',
    message:
      'Team refunds go by e-mail to {email}: write from your account e-mail with your support ID.',
  },
  'mail.tooMany': {
    code: 'RATE_LIMITED',
    message:
      'Too many e-mails were sent from this account or organization, or to one of these addresses. Try again in {wait}.',
  },
  'support.tooMany': {
    code: 'RATE_LIMITED',
    message: 'You have sent many messages in a short time. Please try again in {wait}.',
  },
  'support.unknownRequest': { code: 'NOT_FOUND', message: 'No such support request.' },
  'support.attachmentType': {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Attach screenshots as PNG, JPEG or WebP images.',
  },
  'support.attachmentTooLarge': {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'A screenshot may be at most {max}.',
  },
  'support.tooManyAttachments': {
    code: 'BAD_REQUEST',
    message: 'Attach at most {max} screenshots.',
  },
  'support.attachmentEmpty': { code: 'BAD_REQUEST', message: 'An attached file is empty.' },
  'support.notForm': {
    code: 'BAD_REQUEST',
    message: 'Send the request as JSON or multipart/form-data.',
  },
  'support.attachmentUnknown': {
    code: 'BAD_REQUEST',
    message: 'An attachment was not uploaded here or has expired; attach it again.',
  },
  // Issue 35 item 12: a requestId is the key of one message; another message needs its own.
  'support.requestIdReused': {
    code: 'CONFLICT',
    message:
      'This request key was already used for a different message. Send the new message with a new key.',
  },

  // Results, ranking and files.
  'zip.nothingRead': { code: 'UNAVAILABLE', message: MESSAGES.ZIP_FAILED },
  'headshot.unknown': {
    code: 'NOT_FOUND',
    message: 'This headshot does not exist or is not yours.',
  },
  'headshot.sizeUnknown': {
    code: 'BAD_REQUEST',
    message: 'Your organization offers no headshot size {size}.',
  },
  'ranking.imageUnknown': {
    code: 'NOT_FOUND',
    message: 'This image does not exist or is not yours.',
  },
  'ranking.taskUnknown': {
    code: 'NOT_FOUND',
    message: 'This ranking task does not exist or is not yours.',
  },
  'file.expired': { code: 'FORBIDDEN', message: 'This link has expired.' },

  // The free headshot tool (spec 001 section 2, Tools).
  'tools.photoRefused': {
    code: 'UNPROCESSABLE',
    message: 'This photo cannot be used. Please upload a different photo of yourself.',
  },
  'tools.notMade': {
    code: 'UNPROCESSABLE',
    message:
      'We could not make a headshot from this photo. Try a sharp, well-lit photo where your face looks at the camera.',
  },
  'tools.limit': {
    code: 'RATE_LIMITED',
    message: 'You have made the most free headshots allowed for now. Please try again in an hour.',
  },
  'tools.busy': {
    code: 'UNAVAILABLE',
    message: 'The free headshot generator is busy right now. Please try again in a minute.',
  },
  'tools.notMultipart': { code: 'BAD_REQUEST', message: 'Send the photo as multipart/form-data.' },
  'tools.photoTooLarge': { code: 'PAYLOAD_TOO_LARGE', message: 'This photo is larger than 25 MB.' },
  'tools.backdropUnknown': { code: 'BAD_REQUEST', message: 'Choose one of the backdrops offered.' },
  'tools.cancelled': { code: 'BAD_REQUEST', message: 'The request was cancelled.' },

  // The studio (spec 001 sections 5 and 8).
  'studio.notEnoughCredits': { code: 'PAYMENT_REQUIRED', message: MESSAGES.NOT_ENOUGH_CREDITS },
  'studio.templateUnknown': {
    code: 'BAD_REQUEST',
    message: 'Choose one of the photo templates offered.',
  },
  'studio.outfitUnknown': { code: 'BAD_REQUEST', message: 'Choose one of the outfits offered.' },
  'studio.modelNotReady': {
    code: 'CONFLICT',
    message: 'The studio opens when the headshots of this model are ready.',
  },
  'studio.photoUnknown': {
    code: 'NOT_FOUND',
    message: 'This photo does not exist or is not yours.',
  },
  'studio.photoBusy': {
    code: 'CONFLICT',
    message: 'This photo is still being made. Try again when it is ready.',
  },
  'studio.notEnhanceable': {
    code: 'CONFLICT',
    message: 'Only a finished photo that is not enhanced yet can be enhanced.',
  },
  'studio.packUnknown': {
    code: 'BAD_REQUEST',
    message: 'Choose one of the studio credit packs offered.',
  },
  'studio.creditsNotForSale': {
    code: 'FORBIDDEN',
    message: 'Studio credits are not sold to this account.',
  },

  // Organizations, teams, invites and seats (issue 17).
  'organization.exists': {
    code: 'CONFLICT',
    message: 'You belong to an organization already.',
  },
  'organization.required': {
    code: 'FORBIDDEN',
    message: 'Create your organization first.',
  },
  'organization.unknown': { code: 'NOT_FOUND', message: 'No such organization.' },
  'organization.leadOnly': { code: 'FORBIDDEN', message: MESSAGES.NOT_AUTHORIZED_PAGE },
  'organization.optionUnknown': {
    code: 'UNPROCESSABLE',
    message: 'Not in the catalogue: {ids}.',
  },
  'organization.comboNotAllowed': {
    code: 'UNPROCESSABLE',
    message: 'A combo uses a backdrop or clothing that members may not pick: {ids}.',
  },
  'organization.preselectNotAllowed': {
    code: 'UNPROCESSABLE',
    message: 'Members may not pick {ids}. Allow them in Settings first.',
  },
  'organization.optionNotAllowed': {
    code: 'FORBIDDEN',
    message: 'Your team lead does not allow these backdrops: {ids}.',
  },
  'team.unknown': { code: 'NOT_FOUND', message: 'This team does not exist in your organization.' },
  'team.tooMany': { code: 'CONFLICT', message: 'An organization has at most {max} teams.' },
  'invite.alreadyPresent': {
    code: 'CONFLICT',
    message: '{email} is already a member or has a pending invite.',
  },
  'invite.unknown': { code: 'NOT_FOUND', message: 'This invite does not exist or was withdrawn.' },
  'invite.expired': {
    code: 'BAD_REQUEST',
    message: 'This invite has expired. Ask your team lead for a new one.',
  },
  'invite.used': { code: 'CONFLICT', message: 'This invite has been used already.' },
  'invite.usedUp': {
    code: 'CONFLICT',
    message:
      'This invite link has been used as many times as allowed. Ask your team lead for a new one.',
  },
  'invite.revoked': {
    code: 'BAD_REQUEST',
    message: 'This invite link was switched off by your team lead.',
  },
  'invite.otherDomain': {
    code: 'FORBIDDEN',
    message: 'This invite link is only for addresses at {domain}.',
  },
  'invite.inOtherOrganization': {
    code: 'CONFLICT',
    message: 'Your account belongs to another organization already.',
  },
  'invite.alreadyMember': {
    code: 'CONFLICT',
    message: 'You are a member of this organization already.',
  },
  'invite.otherAddress': {
    code: 'FORBIDDEN',
    message:
      'This invite was sent to another e-mail address. Sign in with the address it was sent to, or ask your team lead to invite yours.',
  },
  'invite.needsAccount': {
    code: 'FORBIDDEN',
    message:
      'This invite needs an account with your e-mail address. Sign up or sign in, then open the invite again.',
  },
  'invite.anonymousDomain': {
    code: 'BAD_REQUEST',
    message: 'An access link cannot also be limited to an e-mail domain.',
  },
  'invite.remindedRecently': {
    code: 'RATE_LIMITED',
    message: 'This invite was reminded less than {hours} hours ago. Try again later.',
  },
  'invite.noSelectedImages': {
    code: 'NOT_FOUND',
    message: 'No member of this team has a selected image yet.',
  },
  'apiKey.missing': {
    code: 'UNAUTHORIZED',
    message: 'Send your organization API key as "Authorization: Bearer <key>".',
  },
  'apiKey.invalid': { code: 'UNAUTHORIZED', message: 'This API key is not valid or was revoked.' },
  'apiKey.unknown': {
    code: 'NOT_FOUND',
    message: 'This API key does not exist in your organization.',
  },
  'apiKey.tooMany': {
    code: 'CONFLICT',
    message: 'An organization has at most {max} API keys. Revoke one first.',
  },
  'bulk.notEnabled': {
    code: 'FORBIDDEN',
    message: 'Bulk upload is not switched on for your organization. Contact us to enable it.',
  },
  'bulk.empty': { code: 'BAD_REQUEST', message: 'The file has no rows to invite.' },
  'bulk.noEmailColumn': {
    code: 'BAD_REQUEST',
    message: 'The first row must name the columns, with one called "email".',
  },
  'bulk.tooManyRows': {
    code: 'BAD_REQUEST',
    message: 'A file may name at most {max} people. Split it into smaller files.',
  },
  'apiKey.rateLimited': {
    code: 'RATE_LIMITED',
    message: 'Too many requests with this API key. Try again in {seconds} seconds.',
  },
  'webhook.badUrl': {
    code: 'BAD_REQUEST',
    message: 'The webhook address must start with https://.',
  },
  'webhook.hostUnknown': {
    code: 'BAD_REQUEST',
    message: 'The webhook host {host} could not be found.',
  },
  'webhook.privateHost': {
    code: 'BAD_REQUEST',
    message:
      'The webhook host {host} is a private, loopback or link-local address. Use an address on the public internet.',
  },
  'seats.none': {
    code: 'PAYMENT_REQUIRED',
    message: 'Your organization has no seats left. Ask your team lead to buy more.',
  },
  'seats.noneForLead': {
    code: 'PAYMENT_REQUIRED',
    message: 'Your organization has no seats left. Buy seats to submit for this member.',
  },
  'seats.tooMany': { code: 'BAD_REQUEST', message: 'At most {max} seats in one purchase.' },

  // Operations.
  'health.databaseDown': { code: 'UNAVAILABLE', message: 'The database does not answer.' },
} as const satisfies Record<`${string}.${string}`, { code: ErrorCode; message: string }>;

export type ErrorReason = keyof typeof ERROR_REASONS;

export const REASONS = Object.keys(ERROR_REASONS) as [ErrorReason, ...ErrorReason[]];

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === 'string' && Object.hasOwn(ERROR_REASONS, value);
}

/** The generic reason of each code, for an error that names none. */
export const GENERIC_REASON = {
  BAD_REQUEST: 'http.badRequest',
  UNAUTHORIZED: 'http.unauthorized',
  PAYMENT_REQUIRED: 'http.paymentRequired',
  FORBIDDEN: 'http.forbidden',
  NOT_FOUND: 'http.notFound',
  CONFLICT: 'http.conflict',
  PAYLOAD_TOO_LARGE: 'http.tooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'http.unsupportedMediaType',
  UNPROCESSABLE: 'http.unprocessable',
  RATE_LIMITED: 'http.rateLimited',
  INTERNAL: 'http.internal',
  UNAVAILABLE: 'http.unavailable',
} as const satisfies Record<ErrorCode, ErrorReason>;

/** What `onboarding.missing` may name, in its `items` parameter (spec 001 section 5). */
export const MISSING_ITEMS = {
  name: 'your name',
  sex: 'your sex',
  eyeColour: 'your eye colour',
  glasses: 'your glasses preference',
  photos: 'at least {photos} good photos',
  style: 'at least one style',
  catalogueStyles: 'only styles from the catalogue',
} as const;

export type MissingItem = keyof typeof MISSING_ITEMS;

/** A parameter of a reason: a number, a text, or a list of item keys (`items`). */
export type ReasonParams = Record<string, string | number | string[]>;

/** The parameters of a reason's message that no message names as such. */
type Names<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? (P extends 'wait' ? 'seconds' : P) | Names<Rest>
  : never;

type Message<R extends ErrorReason> = (typeof ERROR_REASONS)[R]['message'];

/**
 * The parameters a reason needs, from its message: `{wait}` needs `seconds`, and `{items}`
 * (missing items) `photos`, the number of photos the photo item names.
 */
export type ParamsOf<R extends ErrorReason> = {
  [P in Names<Message<R>>]: P extends 'items'
    ? MissingItem[]
    : P extends 'seconds'
      ? number
      : P extends 'max'
        ? string | number
        : string;
} & ('items' extends Names<Message<R>> ? { photos: number } : unknown);

/** How a language writes a reason's parameters: the wait in its units, the items in its words. */
export interface ParamWords {
  locale: string;
  item: (key: string, params: ReasonParams) => string;
}

/** 45 seconds, 1 minute, 3 minutes: a wait as people read it, rounded up to minutes from 60 s. */
export function waitText(seconds: number, locale = 'en'): string {
  const [value, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** The parameters as a message interpolates them: `wait` from `seconds`, lists as words. */
export function shownParams(params: ReasonParams, words: ParamWords): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    shown[name] = Array.isArray(value)
      ? value.map((item) => words.item(item, params)).join(', ')
      : String(value);
  }
  if (typeof params.seconds === 'number') shown.wait = waitText(params.seconds, words.locale);
  return shown;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const ENGLISH: ParamWords = {
  locale: 'en',
  item: (key, params) =>
    fill(MISSING_ITEMS[key as MissingItem] ?? key, shownParams({ ...params, items: [] }, ENGLISH)),
};

/** A reason's English message with its parameters filled in. */
export function reasonMessage(reason: ErrorReason, params: ReasonParams = {}): string {
  return fill(ERROR_REASONS[reason].message, shownParams(params, ENGLISH));
}
