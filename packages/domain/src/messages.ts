// User-facing messages the specs state, verbatim. Messages with {placeholders} are functions.
export const MESSAGES = Object.freeze({
  // spec 000 section 2: 404 page
  NOT_FOUND_TITLE: 'Page not found',
  NOT_FOUND_BODY: "Sorry, we couldn't find the page you're looking for.",
  GO_BACK_HOME: 'Go back home',

  // spec 000 section 2: marketing header and mobile drawer
  TOP_BAR: 'Founded in Holland. We respect your privacy.',
  GET_YOUR_HEADSHOTS: 'Get your headshots',
  TO_DASHBOARD: 'To dashboard',
  START_CREATING: 'Start creating',

  // spec 000 section 4: leaving with unsaved changes
  UNSAVED_CHANGES: 'You have unsaved changes. Do you want to save the changes before you leave?',

  // spec 000 section 5: head crop
  FACE_TOO_SMALL: 'The face is too small. Please try again.',

  // spec 000 section 8: account creation and the generic handler
  SIGNUP_RATE_LIMITED:
    'You signed up too many times. Contact support if you think this error is wrong.',
  GENERIC_TRY_AGAIN: 'Something went wrong. Please try again.',
  HTTP_ERROR: (status: number, statusText: string): string => `Error ${status}: ${statusText}`,
  SOMETHING_WENT_WRONG: 'Something went wrong',
  UNAUTHORIZED: 'Please sign in to access this page',

  // spec 000 section 8: zip download and copy; spec 000 section 9: archive name
  ZIP_FAILED: 'Failed to download any images. Please try again.',
  ZIP_DONE: 'Downloaded selected images. If not, accept our download request.',
  ZIP_ARCHIVE_NAME: 'All headshots',
  COPIED: 'Copied to clipboard',

  // spec 001 section 2: login loader
  ADJUSTING_CURRENCY: 'Adjusting currency...',
  LOGGING_YOU_IN: 'Logging you in...',

  // spec 001 section 2: organization sidebar
  PERSONAL_VIEW: 'Personal view',
  ALL_MEMBERS: 'All members',
  CREATE_NEW_TEAM: 'Create new team',
  HAVING_TROUBLE: 'Having trouble?',

  // spec 001 section 2: support popup FAQ entries
  FAQ_CONTACT_US: 'Contact us',
  FAQ_REFUND: 'Refund',
  FAQ_INVOICE_AND_PAYMENT: 'Invoice and payment',
  FAQ_SUBMIT_FEEDBACK: 'Submit feedback',
  FAQ_REPORT_A_BUG: 'Report a bug',

  // spec 001 section 2: maintenance screen
  MAINTENANCE_TITLE: "We'll be back soon!",
  MAINTENANCE_EXPECTED_DURATION: 'Expected duration',
  MAINTENANCE_A_FEW_HOURS: 'A few hours',

  // spec 001 section 2 and section 8: white-label blocks
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not Found',

  // spec 001 section 4 and section 8: team area for a non-lead
  NOT_AUTHORIZED_PAGE: 'You are not authorized to access this page',

  // spec 001 section 4 and section 8: the server message that triggers a token refresh
  INCORRECT_TOKEN: 'Incorrect token',

  // spec 001 section 4: currency switch and inline delete-confirm
  SWITCHING_CURRENCY: 'Switching currency...',
  ARE_YOU_SURE: 'Are you sure?',

  // spec 001 section 5: textarea counter and select placeholder
  TEXTAREA_COUNTER: (count: number, max: number): string => `${count} of ${max}`,
  SELECT_PLACEHOLDER: 'Select your option',

  // spec 001 section 5 and section 8: photo upload
  IMAGE_TOO_SMALL: 'Image is too small',
  NO_FACES: 'We could not find any faces in the photo.',
  DUPLICATE_PHOTO: 'You already uploaded this photo',
  COULD_NOT_APPROVE: 'Could not approve this photo.',
  CANNOT_UPLOAD: 'Cannot upload this photo. Please try another photo.',
  SOMETHING_WRONG_TRY_ANOTHER: 'Something went wrong. Please try another photo.',

  // spec 001 section 6: support form title for a team lead
  CONTACT_OUR_TEAM: 'Contact our team',

  // spec 001 section 6: the spec paraphrases these two, so the wording is ours
  TEAM_MEMBER_CONTACT_ADMIN: 'Please contact your team admin or owner.',
  TEAM_MEMBER_NO_REFUNDS: "Team members can't request refunds.",

  // spec 001 section 8: support form
  SUPPORT_SUBMIT_FAILED: (email: string): string =>
    `Failed to submit your request. Please try again later or contact us at ${email}`,
  SUPPORT_SUBMITTED: (name: string): string =>
    `Your request has been submitted. ${name} will get back to you soon.`,
  SUPPORT_THANK_YOU: "We've got your message! We will get back to you as soon as possible.",

  // spec 001 section 5 and section 8: studio
  NOT_ENOUGH_CREDITS: 'Not enough credits',
  STUDIO_CREATE_FAILED: 'Failed to create photo',
  STUDIO_FETCH_PENDING_FAILED: 'Failed to fetch pending photos',
  STUDIO_ENHANCE_FAILED: 'Failed to enhance photo',
  STUDIO_FETCH_OUTFITS_FAILED: 'Failed to fetch outfits',
  STUDIO_FETCH_MODEL_FAILED: 'Failed to fetch model',
  STUDIO_FETCH_EMOTIONS_FAILED: 'Failed to fetch emotions',
  STUDIO_LIKE_FAILED: 'Failed to like photo',
  STUDIO_DISLIKE_FAILED: 'Failed to dislike photo',
  STUDIO_DELETE_FAILED: 'Failed to delete photo',

  // spec 001 section 5 and section 8: upsell basket
  INVALID_ITEMS: 'Invalid items',

  // spec 001 section 8: team toasts
  TEAM_SAVED: 'Team saved',
  TEAM_DELETED: 'Team deleted',
});

export type MessageKey = keyof typeof MESSAGES;
