// Plain-number business constants of spec 000 and spec 001. Units are in the names.

// spec 001 section 9: token refresh interval 5 minutes, max 2 retries
export const TOKEN_REFRESH_INTERVAL_MS = 300_000;
export const MAX_TOKEN_RETRIES = 2;

// spec 000 section 9: toast default 3000 ms; popup destroy 300 ms
export const TOAST_DURATION_MS = 3000;
export const POPUP_DESTROY_MS = 300;

// spec 001 section 9: confirm timeout 2 seconds
export const CONFIRM_TIMEOUT_MS = 2000;

// spec 001 section 9: minimum photos 15 (2 for test users), full body 0 to 3
export const MIN_PHOTOS = 15;
export const MIN_PHOTOS_TEST_USER = 2;
export const MIN_FULL_BODY_PHOTOS = 0;
export const MAX_FULL_BODY_PHOTOS = 3;

// spec 001 section 9: image minimum side, resize maximum, face coverage threshold 20%
export const IMAGE_MIN_SIDE_PX = 512;
export const IMAGE_RESIZE_MAX_PX = 1024;
export const FACE_COVERAGE_THRESHOLD = 0.2;

// One photo upload (training photos, the free headshot tool): at most 25 MB, as the pages say.
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

// spec 001 section 9: pre-success to success after 1000 ms
export const PRE_SUCCESS_DELAY_MS = 1000;

// spec 001 section 9: currency switch wait 500 ms
export const CURRENCY_SWITCH_WAIT_MS = 500;

// spec 001 section 9: studio page size 100; studio default size 1024x831
export const STUDIO_PAGE_SIZE = 100;
export const STUDIO_DEFAULT_WIDTH_PX = 1024;
export const STUDIO_DEFAULT_HEIGHT_PX = 831;

// spec 001 section 9: remix credit default amount 10
export const REMIX_DEFAULT_AMOUNT = 10;

// spec 001 section 9: new-nsfw window 7 days
export const NEW_NSFW_WINDOW_DAYS = 7;

// spec 001 section 9: live-chat prompt only when screen height is over 768
export const LIVE_CHAT_MIN_SCREEN_HEIGHT_PX = 768;

// spec 000 section 9: click ids and partner id cookies last 1 year
export const CLICK_ID_COOKIE_MAX_AGE_S = 31_536_000;
export const PARTNER_ID_COOKIE_MAX_AGE_S = 31_536_000;
// spec 001 section 9: hp_referred_by 45 days (spec 000 section 9: referral cookie 45 days)
export const REFERRED_BY_COOKIE_MAX_AGE_S = 3_888_000;
// spec 001 section 9: hsp:referral cookie 7 days, local copy dropped when older than 7 days
export const REFERRAL_COOKIE_MAX_AGE_S = 604_800;
export const REFERRAL_LOCAL_MAX_AGE_MS = 604_800_000;
// spec 001 section 9: hpai_version cookie 1 year
export const VERSION_COOKIE_MAX_AGE_S = 31_536_000;

// spec 001 section 9: displayed stats
export const DISPLAYED_PHOTOS_COUNT = 17_943_292;
export const DISPLAYED_USERS_COUNT = 102_207;
export const DISPLAYED_TRUST_SCORE = 4.7;
export const DISPLAYED_REVIEW_COUNT = 1521;

// spec 000 section 9: face detection resize width 1024; crop output 1024; minimum 512 x 0.8
export const FACE_DETECT_RESIZE_WIDTH_PX = 1024;
export const CROP_OUTPUT_PX = 1024;
export const CROP_TARGET_PX = 512;
export const CROP_MIN_PX = CROP_TARGET_PX * 0.8;

// spec 000 section 5: head crop margin 10%; body crop offset up by 32 px
export const HEAD_CROP_MARGIN = 0.1;
export const BODY_CROP_OFFSET_UP_PX = 32;

// spec 000 section 9: traffic source is logged again only after more than 60 s
export const TRAFFIC_SOURCE_RELOG_AFTER_MS = 60_000;

// spec 000 section 7: image ranking task polled every 2 s up to 30 s
export const RANK_TASK_POLL_INTERVAL_MS = 2000;
export const RANK_TASK_POLL_TIMEOUT_MS = 30_000;

// spec 000 section 9: zip download compression level 6
export const ZIP_COMPRESSION_LEVEL = 6;

// spec 000 section 5: number inputs clamp to min (default 0) and max (default 999999999)
export const NUMBER_INPUT_MIN = 0;
export const NUMBER_INPUT_MAX = 999_999_999;

// spec 001 section 5: textarea maxLength 9999999, counter only below 1000, 5 rows
export const TEXTAREA_MAX_LENGTH = 9_999_999;
export const TEXTAREA_COUNTER_BELOW = 1000;
export const TEXTAREA_ROWS = 5;

// spec 001 section 9: profile picture editor defaults
export const PFP_BORDER_WIDTH = 3;
export const PFP_ZOOM = 100;
export const PFP_OPACITY = 100;
export const PFP_GRADIENT_ROTATION_DEG = 45;

// spec 001 section 9: refunds are processed within 48 hours
export const REFUND_PROCESSING_HOURS = 48;

// spec 001 section 9: call button when more than 1 credit was bought in total
export const CALL_BUTTON_MIN_CREDITS_EXCLUSIVE = 1;

// spec 001 section 2: footer copyright runs from 2021 to the current year
export const COPYRIGHT_START_YEAR = 2021;

// spec 001 section 9: popup max width 400px; admin sidebar 200px
export const POPUP_MAX_WIDTH_PX = 400;
export const ADMIN_SIDEBAR_WIDTH_PX = 200;
