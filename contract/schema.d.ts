// Generated from api/openapi.yaml by `npm run api:types`. Do not edit.
export interface paths {
  '/api/v1/user/sign_in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail and password, or with a Google ID token.
     * @description Two variants in the one `user` object:
     *     - e-mail: `email` and `password` (`login_type` absent or `email`).
     *     - Google: `login_type: google` and `id_token`, a Google-signed OpenID Connect ID token. The server
     *       checks its signature against Google's published keys, its audience (`GOOGLE_CLIENT_ID`), issuer and
     *       expiry, and that the e-mail is verified. The first version's `access_token` (a bare subject id) is not
     *       accepted as proof: it is not part of this contract. An unknown verified e-mail creates the account
     *       (answered 201), so the app needs no separate social registration call.
     *
     *     Wrong e-mail or password is a 422 with `Incorrect username or password.`. Every sign-in creates a
     *     new authentication key. The answer carries the jumper's document status so the app can decide between
     *     "fully signed in" and "documents still missing" (docs/product-rules.md#session) without another call.
     *     Rate limits: see README (per IP, and failed attempts per account).
     */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/sign_out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Log out (added to the first version's calls).
     * @description Revokes the authentication key of this request on the server. Other sessions stay valid.
     */
    delete: operations['signOut'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Register a jumper with e-mail and password.
     * @description The fields of a registration user. `dob` is `YYYY-MM-DD`. `mobile_number` is a valid mobile number of the
     *     country of `country_code` (`+41` when left out) unless it starts with its own calling code; it is stored and
     *     answered in E.164, and `country_code` becomes the number's calling code. The password needs at least 8 characters, a letter and one of
     *     `!@#$%^&*`, at most 128 characters, and is refused when it is among the most common passwords. A
     *     registered e-mail (case-insensitive) is a 422. `role` can only be `jumper`. The social-provider variant
     *     of the first version is not taken here: Google sign-in creates the account itself.
     *     Answers 201 with a new authentication key (a registration-only session in the app's terms).
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/otp/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a 4-digit one-time code by e-mail (forgot password, step 1; also the resend).
     * @description An unknown e-mail is a 422 `User not found!` (the first version's text; it reveals whether an account exists,
     *     which the rate limits bound). A new code replaces the previous one; it expires after 10 minutes.
     */
    post: operations['generateOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/otp/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check the one-time code (forgot password, step 2).
     * @description A wrong, expired or used code is a 422 `Invalid OTP!`. A code is dead after 5 wrong tries, and an
     *     account takes at most 10 failed verifications a day (then 429). A correct code is used up and lets
     *     `PATCH /api/v1/user/password` set a new password for this e-mail within 10 minutes.
     */
    post: operations['verifyOtp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set a new password after a verified one-time code (forgot password, step 3).
     * @description Only for an e-mail whose code was verified in the last 10 minutes, once. The new password follows the
     *     rules of change password. Every session of that user is revoked.
     */
    patch: operations['resetPassword'];
    trace?: never;
  };
  '/api/v1/change_password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the password of the signed-in user.
     * @description A wrong current password is a 422 `Current password is incorrect.` (under `errors.user.current_password`).
     *     New password: at least 8 characters with upper, lower, digit and one of `!@#$%^&*`, only letters, digits and
     *     those characters, not a common password. The user's other sessions are revoked; this one stays.
     *     `data` is the message text (spec: "Response data (message text)").
     */
    put: operations['changePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/account_setting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The account's e-mail (read-only) and mobile number. */
    get: operations['getAccountSetting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/update_account_setting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the mobile number (the e-mail is read-only and not accepted here).
     * @description A number typed without a calling code is one of the account's country (`country_code`); the number is stored and answered in E.164, and the account's `country_code` becomes its calling code.
     */
    put: operations['updateAccountSetting'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumpers/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of open jobs of one kind, newest first, with an optional search.
     * @description Jumper positions by default, permanent positions with `permanent_job=true`. Jobs the jumper marked
     *     not interested are left out. `search` matches title, company, description and place, ignoring case and
     *     accents (Zürich = Zurich = Zuerich) and matching partial words; every word of the search must appear,
     *     and `%`, `_` and quotes are plain characters. `total_pages` is inside `data`; a page beyond the
     *     last answers an empty list with the real `total_pages`. A search counts at most its first 1,000
     *     matches (`total_count` ≤ 1000): beyond that, the jumper refines the search.
     *
     *     Filters and `sort` combine with the search and the pages (docs/product-rules.md#finding-jobs): each filter
     *     keeps only the jobs that state the fact it asks about (a job without a workload is left out by a workload
     *     filter), except a start date filter, which keeps jobs starting by arrangement. Commute (`max_commute`,
     *     `sort=commute`, and the `commute` of every job) is worked out from `commute_from` when given, else from the
     *     jumper's home (the address, PLZ and city of their personal details); without either a job has no `commute`,
     *     and a commute filter or sort is a 422 (`commute_origin_required`).
     *
     *     A filter value the contract does not take (an unknown `sort`, `max_commute=20`, an unknown canton, a
     *     negative `pay_min`) is a 422 `validation_failed` naming the parameter in `field_codes` (`not_one_of`,
     *     `out_of_range`, `wrong_type`, `invalid_format`); a parameter the call does not know is a 400.
     */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumpers/job/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One job, a jumper position or (with `permanent_job=true`) a permanent position.
     * @description The job's `commute` is worked out as on the dashboard: from `commute_from`, else from the jumper's home; a place that is not in Switzerland is a 422 (`place_not_found` on `commute_from`).
     */
    get: operations['getJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumpers/{id}/add_not_interested': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hide a job from this jumper's dashboard (idempotent; no body). */
    post: operations['addNotInterested'];
    /**
     * Take back this jumper's Not Interested mark, so that the job shows on their dashboard again (Undo).
     * @description Only the signed-in jumper's own mark is taken back. A missing job, or one of the other kind, is a 404
     *     `not_found`; a job this jumper has not marked (or whose mark was already taken back) a 404
     *     `not_marked_not_interested`.
     */
    delete: operations['removeNotInterested'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applied_job/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply to a jumper (temporary) position.
     * @description Idempotent: the first application answers 201, a repeat 200 with the same application and no second row.
     *     A closed job is a 409; a missing one a 404.
     */
    post: operations['applyToJumperPosition'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applied_per_job/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply to a permanent position (same rules as `applied_job`). */
    post: operations['applyToPermanentJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applied_jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The jumper's applications (`is_applied=true`) or unsuccessful ones (`is_applied=false`), or withdrawn ones.
     * @description The first version's two lists answer as before: `is_applied=true` lists the applications in Applied (stages
     *     `sent`, `in_review`, `shortlisted`, `interview`, `offer` and `hired`), `is_applied=false` the unsuccessful
     *     ones. Withdrawn applications are in neither: `stage_group=withdrawn` lists them, and `is_applied` is then
     *     not needed and, when given, does not change the list. Without `stage_group`, `is_applied` is required (400
     *     `bad_request`). `is_permanent` chooses the kind of job in every case. Newest first.
     */
    get: operations['listAppliedJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applied_jobs/{id}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Withdraw one of this jumper's applications that goes on, with an optional reason.
     * @description `id` is the application's id. An application in `sent`, `in_review`, `shortlisted`, `interview` or `offer`
     *     becomes `withdrawn` (a dated history entry with the reason); the job can then be applied to again, which
     *     makes a new application, while the withdrawn one keeps its history. An application that is hired,
     *     unsuccessful or withdrawn already is a 409 `stage_transition_not_allowed`. Another jumper's application, or
     *     none, is a 404 `not_found`. The jumper gets the status e-mail unless they turned status e-mails off. The
     *     body is required: `{}` withdraws without a reason.
     */
    post: operations['withdrawApplication'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applied_jobs/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How many of this jumper's applications have a change of stage the jumper has not seen.
     * @description A change that an operator made for the employer is unread until `POST /api/v1/applied_jobs/seen`; the
     *     jumper's own (applying, withdrawing) is never unread. Each application also says it (`is_unread`).
     */
    get: operations['countUnreadApplications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/applied_jobs/seen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The jumper has seen every change of their applications; answers the count left (0). */
    post: operations['markApplicationsSeen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notification_settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This jumper's e-mail choices. */
    get: operations['getNotificationSettings'];
    /** Turn status e-mails on or off, and say the language of the jumper's e-mails; what is left out stays. */
    put: operations['updateNotificationSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/push_subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The devices this jumper gets a notification on when an application moves on, the newest first.
     * @description `public_key` is the server's VAPID public key (base64url) for the browser's `pushManager.subscribe`; null where
     *     the server has no VAPID keys, and notifications are not offered.
     */
    get: operations['listPushSubscriptions'];
    put?: never;
    /**
     * Turn on notifications for this device, with the browser's push subscription.
     * @description The same `endpoint` again replaces what was stored for it (a device that subscribes anew, or another jumper
     *     signing in on it). The endpoint is the push service's `https` address. A server without VAPID keys answers 409
     *     `push_unavailable`.
     */
    post: operations['addPushSubscription'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/push_subscriptions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Turn off notifications for one of this jumper's devices. Another jumper's, or none, is a 404 `not_found`. */
    delete: operations['deletePushSubscription'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/apply_drafts/{job_id}': {
    parameters: {
      query?: {
        /** @description `true`: the job is a permanent position; else a jumper position. */
        is_permanent?: boolean;
      };
      header?: never;
      path: {
        job_id: number;
      };
      cookie?: never;
    };
    /**
     * What this jumper typed in the apply flow of a job, kept 14 days from its last save.
     * @description None saved, expired, or a job of the other kind is a 404 `not_found`.
     */
    get: operations['getApplyDraft'];
    /**
     * Keep what this jumper typed in the apply flow of a job (replaces the draft before).
     * @description `values` is the app's own object (at most 50 keys, nested at most 4 deep, 16 KiB as JSON; a larger one is a
     *     422 `too_long`, a deeper one `invalid`, on `apply_draft.values`). Kept 14 days from its last save; sending the
     *     application deletes it. A missing job, or one of the other kind, is a 404; a closed one a 409 `job_closed`.
     */
    put: operations['saveApplyDraft'];
    post?: never;
    /** Forget this jumper's draft of a job. None (or expired) is a 404 `not_found`. */
    delete: operations['deleteApplyDraft'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumpers/{id}/save_job': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save a job to this jumper's Saved list (idempotent; no body).
     * @description Saving a saved job again changes nothing and answers 200. A closed job may be saved (it shows in the list,
     *     marked closed). A missing job, or one of the other kind, is a 404 `not_found`.
     */
    post: operations['saveJob'];
    /**
     * Take a job off this jumper's Saved list (idempotent).
     * @description Only the signed-in jumper's own save is taken back; a job that is not saved answers 200 as well. A missing
     *     job, or one of the other kind, is a 404 `not_found`.
     */
    delete: operations['unsaveJob'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumpers/saved_jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of the jobs this jumper saved, of one kind, the last saved first.
     * @description Jumper positions by default, permanent positions with `permanent_job=true`, in the dashboard's shape. Closed
     *     jobs stay in the list with `is_open: false`; a job marked Not Interested stays too (saving is the jumper's
     *     own choice). A page beyond the last answers an empty list with the real `total_pages`. Each job's `commute`
     *     is worked out as on the dashboard: from `commute_from` when given, else from the jumper's home, and
     *     `commute_origin` says which; without either the jobs have no `commute`.
     */
    get: operations['listSavedJobs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/job_alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This jumper's job alerts, the newest first. */
    get: operations['listJobAlerts'];
    put?: never;
    /**
     * Save a search and its filters as a job alert with a daily e-mail digest.
     * @description Once a day the jumper gets one e-mail per alert listing the open jobs published since the alert's last digest
     *     (or since it was made) that the dashboard would show for its criteria; no e-mail when there is none. A
     *     jumper keeps at most 20 alerts: the 21st is a 409 `too_many_job_alerts`. Like the dashboard, it is open
     *     once the jumper's documents are verified (403 `documents_not_verified` before).
     */
    post: operations['createJobAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/job_alerts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete one of this jumper's job alerts. Another jumper's alert, or none, is a 404 `not_found`. */
    delete: operations['deleteJobAlert'];
    options?: never;
    head?: never;
    /**
     * Rename, pause or resume one of this jumper's job alerts.
     * @description Only the fields sent change. A paused alert sends no digest; resumed, its next digest lists the jobs
     *     published from the moment it was resumed on. Another jumper's alert, or none, is a 404 `not_found`.
     */
    patch: operations['updateJobAlert'];
    trace?: never;
  };
  '/api/v1/job_alerts/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop a job alert's e-mails from the link in its digest, without signing in (one-click, RFC 8058).
     * @description `token` is the signed token of the digest's unsubscribe link; it names one alert and cannot be made without
     *     the server's secret. The alert is paused (the jumper can resume it in Settings); doing so again answers 200
     *     as well, and so does a token of an alert deleted since. A token that is not one the server signed is a 400
     *     `invalid_unsubscribe_token`. Mail programs send the body `List-Unsubscribe=One-Click` (form-encoded,
     *     `application/x-www-form-urlencoded` or `multipart/form-data`, as the digest's `List-Unsubscribe-Post` header
     *     asks): any body up to 16 KiB is taken and not read, as the token says everything; none is needed.
     */
    post: operations['unsubscribeJobAlert'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumper_profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in jumper's profile.
     * @description The profile is under `data`, never nested a second time (`data.data`).
     */
    get: operations['getJumperProfile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumper_profile/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update the photo, the About Me text, or language skills.
     * @description Multipart with `user[profile_photo]` (PNG or JPEG) and/or `user[jumper_description]`, or JSON with
     *     `user.jumper_description` and/or `user.language_skills_attributes`.
     */
    put: operations['updateJumperProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumpers/upload_cv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Upload or replace the CV (PDF, DOC or DOCX by content; at most 20 MB). */
    put: operations['uploadCv'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumpers/video_recording': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Upload or replace the video recording (MP4 or WebM by content; at most 20 MB). */
    put: operations['uploadVideoRecording'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumpers/social_security_details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save the social security details.
     * @description `oasi_ahv_number` is `756.XXXX.XXXX.XX` with a valid check digit. Whether the AHV/pension form of the
     *     profile sections uses this call too (spec: not shown): yes, this is the one call for both forms.
     */
    put: operations['updateSocialSecurityDetails'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumpers/personal_details': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the personal details. */
    put: operations['updatePersonalDetails'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumpers/bank_detils': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the bank details (path spelt so). The IBAN is checked with its check digits. */
    put: operations['updateBankDetails'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/skills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The skills a work experience or education can name. */
    get: operations['listSkills'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/work_experiences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['listWorkExperiences'];
    put?: never;
    post: operations['createWorkExperience'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/work_experiences/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['updateWorkExperience'];
    post?: never;
    delete: operations['deleteWorkExperience'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/educations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['listEducations'];
    put?: never;
    post: operations['createEducation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/educations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['updateEducation'];
    post?: never;
    delete: operations['deleteEducation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificate_documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['listCertificateDocuments'];
    put?: never;
    /** @description PDF, JPG or JPEG by content, at most 20 MB. Uploading marks the jumper's documents under review. */
    post: operations['createCertificateDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificate_documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['updateCertificateDocument'];
    post?: never;
    delete: operations['deleteCertificateDocument'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/employment_references': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['listEmploymentReferences'];
    put?: never;
    /** @description PDF, JPG or JPEG by content, at most 20 MB. Uploading marks the jumper's documents under review. */
    post: operations['createEmploymentReference'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/employment_references/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: operations['updateEmploymentReference'];
    post?: never;
    /** @description Not among the first version's calls; added so that a reference can be removed like a certificate. */
    delete: operations['deleteEmploymentReference'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumper_identifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['listJumperIdentifications'];
    put?: never;
    /** @description Front and back images as PNG or JPEG by content, each at most 20 MB. */
    post: operations['createJumperIdentification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumper_identifications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['deleteJumperIdentification'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin_languages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The languages a jumper can add (German, Italian, Spanish, English); added to the first version's calls. */
    get: operations['listAdminLanguages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumper_profile/language_skills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['listLanguageSkills'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumper_profile/language_skills/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['getLanguageSkill'];
    put?: never;
    post?: never;
    delete: operations['deleteLanguageSkill'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumper_profile/add_language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add language skills (a new language starts at beginner unless a level is given).
     * @description A language the jumper already has is updated, not duplicated. `data` is the jumper's whole list.
     */
    post: operations['addLanguages'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumper_job_profiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: operations['listJobProfiles'];
    put?: never;
    /** @description A new job profile starts `under_review`. */
    post: operations['createJobProfile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/jumper_job_profiles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: operations['deleteJobProfile'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/files/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A stored file, through the signed address the profile calls answer with (every `*_url`).
     * @description Needs no authentication key (images and videos load it directly), only the signature the server
     *     gave the file's owner; the address stops working after 15 minutes. A wrong or expired signature
     *     answers 404, as does a file that was deleted.
     */
    get: operations['getFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description The one shape of every failure. The server always sends `code` (and `field_codes` beside `errors`); a client words a failure by its codes in its user's language, and may show `error` and `errors`, which are English, when it does not know a code. */
    Error: {
      /** @description A sentence for people, in English. */
      error: string;
      code?: components['schemas']['ErrorCode'];
      /** @description Per-field messages, keyed by the field's dotted path in the body (`user.email`). */
      errors?: {
        [key: string]: string[];
      };
      /** @description The code of each message of `errors`, under the same keys and in the same order (`{ "user.email": ["email_taken"] }`). */
      field_codes?: {
        [key: string]: components['schemas']['FieldErrorCode'][];
      };
    };
    PushDevice: {
      id: number;
      /** @description The browser and system */
      device: string;
      /** @description The push service's address */
      endpoint: string;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @description What went wrong, for a client to word in its user's language. New codes may be added; a client treats an
     *     unknown one by its status. By status:
     *     - 400 `bad_request` (a bad query or path parameter, a request that is not valid HTTP), `malformed_json`,
     *       `malformed_upload` (a multipart body that cannot be read).
     *     - 401 `sign_in_required` (no or an unknown key), `session_ended` (signed out, or ended by a password
     *       reset or change), `session_expired`.
     *     - 403 `documents_not_verified`, `forbidden`.
     *     - 400 `invalid_unsubscribe_token` (an unsubscribe link the server did not sign).
     *     - 404 `not_found`, `not_marked_not_interested` (no Not Interested mark of this jumper to take back).
     *     - 408 `upload_too_slow` (an upload below 10 KB a second over 30 seconds), `request_timeout`.
     *     - 409 `job_closed`, `duplicate_job_profile`, `too_many_job_alerts` (a jumper keeps at most 20),
     *       `stage_transition_not_allowed` (an application whose stage does not allow the change, such as withdrawing
     *       a hired one), `conflict`, `push_unavailable` (the server has no VAPID keys: no notifications).
     *     - 413 `file_too_large` (a file over 20 MB), `storage_quota_exceeded` (the account's files would pass
     *       500 MB), `too_many_parts` (more files or fields than the form takes), `body_too_large` (JSON over 1 MiB).
     *     - 415 `unsupported_file_type` (a file whose bytes are not an accepted type), `unsupported_media_type`.
     *     - 422 `validation_failed` (`field_codes` says which fields and why), `email_taken`,
     *       `invalid_credentials`, `current_password_incorrect`, `user_not_found`, `invalid_otp`,
     *       `otp_not_verified`, `google_sign_in_failed`, `google_sign_in_unavailable`.
     *     - 429, with `Retry-After`: `sign_in_paused` (too many failed sign-ins for the account), `password_change_paused`,
     *       `otp_checks_paused`, `too_many_uploads`, `rate_limited` (any other limit).
     *     - 431 `headers_too_large`.
     *     - 500 `internal_error`.
     *     - 503, with `Retry-After` where known: `service_unavailable`, `mail_unavailable`.
     * @enum {string}
     */
    ErrorCode:
      | 'bad_request'
      | 'malformed_json'
      | 'malformed_upload'
      | 'sign_in_required'
      | 'session_ended'
      | 'session_expired'
      | 'documents_not_verified'
      | 'forbidden'
      | 'not_found'
      | 'not_marked_not_interested'
      | 'invalid_unsubscribe_token'
      | 'upload_too_slow'
      | 'request_timeout'
      | 'job_closed'
      | 'duplicate_job_profile'
      | 'too_many_job_alerts'
      | 'stage_transition_not_allowed'
      | 'conflict'
      | 'push_unavailable'
      | 'file_too_large'
      | 'storage_quota_exceeded'
      | 'too_many_parts'
      | 'body_too_large'
      | 'unsupported_file_type'
      | 'unsupported_media_type'
      | 'validation_failed'
      | 'email_taken'
      | 'invalid_credentials'
      | 'current_password_incorrect'
      | 'user_not_found'
      | 'invalid_otp'
      | 'otp_not_verified'
      | 'google_sign_in_failed'
      | 'google_sign_in_unavailable'
      | 'sign_in_paused'
      | 'password_change_paused'
      | 'otp_checks_paused'
      | 'too_many_uploads'
      | 'rate_limited'
      | 'headers_too_large'
      | 'internal_error'
      | 'service_unavailable'
      | 'mail_unavailable';
    /**
     * @description Why one field is at fault. The contract's own checks: `required`, `too_long`, `too_short`,
     *     `too_many_items`, `too_few_items`, `wrong_type`, `not_allowed` (a field the call does not take),
     *     `not_one_of`, `invalid_format`, `out_of_range`, `nul_character` (U+0000), `invalid`. The rules of the
     *     calls: the others, each naming one rule; the dashboard's: `place_not_found` (a commute origin that is not a
     *     Swiss town), `commute_origin_required` (a commute filter or sort without a typed place or a home to start
     *     from), `min_above_max` (a range whose lowest value is above its highest).
     * @enum {string}
     */
    FieldErrorCode:
      | 'required'
      | 'too_long'
      | 'too_short'
      | 'too_many_items'
      | 'too_few_items'
      | 'wrong_type'
      | 'not_allowed'
      | 'not_one_of'
      | 'invalid_format'
      | 'out_of_range'
      | 'nul_character'
      | 'invalid'
      | 'invalid_email'
      | 'email_taken'
      | 'password_too_weak'
      | 'new_password_too_weak'
      | 'password_too_common'
      | 'password_mismatch'
      | 'current_password_incorrect'
      | 'invalid_mobile_number'
      | 'mobile_number_length'
      | 'invalid_otp'
      | 'user_not_found'
      | 'otp_not_verified'
      | 'google_token_invalid'
      | 'google_email_unverified'
      | 'invalid_date'
      | 'date_in_future'
      | 'date_too_early'
      | 'end_before_start'
      | 'end_date_or_current'
      | 'invalid_iban'
      | 'invalid_ahv_number'
      | 'language_not_offered'
      | 'unknown_skill'
      | 'file_required'
      | 'duplicate_job_profile'
      | 'place_not_found'
      | 'commute_origin_required'
      | 'min_above_max';
    /** @description A name in each language of the app, for the app to show in its user's. */
    LocalizedNames: {
      /** @example German */
      en: string;
      /** @example Deutsch */
      de: string;
      /** @example Allemand */
      fr: string;
      /** @example Tedesco */
      it: string;
    };
    MessageResponse: {
      message: string;
    };
    EmailInput: string;
    NameInput: string;
    /** @description A mobile number as typed: national (`79 123 45 67`), with the trunk prefix (`079 123 45 67`) or with a calling code (`+41 79 123 45 67`, `0041 79 123 45 67`), spaces, dashes, dots and brackets allowed between the digits; or its digits as a number. Checked with libphonenumber-js's mobile metadata: 422 'Please enter a valid mobile number.', or 'Mobile number must be between 10 and 15 digits.' when the whole number (calling code included) has fewer than 10 or more than 15 digits. */
    MobileNumberInput: string | number;
    SignInResponse: {
      /** @example Login Successfull */
      message: string;
      /** @description Send as `Authorization: Bearer <key>`. */
      authentication_key: string;
      /**
       * Format: date-time
       * @description The absolute expiry of this key; it dies earlier after 7 days without use.
       */
      expires_at?: string;
      user: {
        email: string;
        first_name: string | null;
        last_name: string | null;
        /** @enum {string} */
        role: 'jumper';
      };
      documents: components['schemas']['DocumentStatus'];
    };
    /**
     * @description What the app needs to choose between "fully signed in" (`complete`: CV, at least one certificate
     *     document, at least one employment reference, and documents verified) and "documents still missing"
     *     (docs/product-rules.md#session).
     */
    DocumentStatus: {
      upload_cv_url: string | null;
      certificate_documents_count: number;
      employment_references_count: number;
      is_verified_documents: boolean;
      complete: boolean;
    };
    AccountSetting: {
      email: string;
      /**
       * @description E.164 (`+41791234567`); an account's number that does not parse (registered before numbers were checked) as it was typed.
       * @example +41791234567
       */
      mobile_number: string | null;
      /** @description The calling code of the number, `+41`. */
      country_code?: string | null;
      /**
       * @description The number as people read it, in the international format (`+41 79 123 45 67`); a number that does not parse as it is stored. The app shows this instead of formatting the number itself, so that showing a number never needs the telephone-number rules.
       * @example +41 79 123 45 67
       */
      mobile_number_display?: string | null;
    };
    /** @description Fields both kinds of job share. `job_description` is HTML sanitised by the server (an allow-list). */
    JobFields: {
      id: number;
      job_description: string;
      company_name: string;
      /** @description Street and number. */
      address: string | null;
      city: string;
      plz?: string | null;
      /** @example ZH */
      canton?: string;
      required_experience?: string | null;
      /** @example 80-100 % */
      workload?: string | null;
      /** Format: date */
      start_date?: string | null;
      /** @example CHF 32/h */
      pay?: string | null;
      /** @description The lowest pay of the range, in CHF per `pay_period`. */
      pay_from_chf: number | null;
      /** @description The highest pay of the range; null: the job names one figure or a lowest pay only. */
      pay_to_chf: number | null;
      /** @description What the pay is for; null when the job names no pay. */
      pay_period: components['schemas']['PayPeriod'] | null;
      /** @description The lowest workload in percent (`80` of "80–100%"); null when `workload` states no percentage. */
      workload_from: number | null;
      /** @description The highest workload in percent. */
      workload_to: number | null;
      commute?: components['schemas']['Commute'];
      /** @description The level of German the job asks for; `none`: it asks for no German. Null: the job does not say (jobs published before it was asked). */
      required_german_level?: components['schemas']['GermanLevel'] | null;
      latitude: number;
      longitude: number;
      is_applied: boolean;
      /** @description True when the jumper saved the job (`save_job`). */
      is_saved: boolean;
      /** @description False once the job is closed (it takes no more applications). */
      is_open: boolean;
      /**
       * Format: date-time
       * @description When the job was published.
       */
      created_at?: string;
    };
    /** @description No fields beyond those listed (checked with unevaluatedProperties). */
    JumperPosition: components['schemas']['JobFields'] & {
      job_name: string;
    };
    /** @description No fields beyond those listed (checked with unevaluatedProperties). */
    PermanentJob: components['schemas']['JobFields'] & {
      job_title: string;
    };
    AppliedJobInput: {
      /** @example 25 min */
      travel_time?: string | null;
      /** @example 12 km */
      travel_distance?: string | null;
      knowledge_of_german?: components['schemas']['SpokenLevel'] | null;
      /** @description What the jumper asks the employer to arrange; private to the jumper and the employer. */
      adjustments?: components['schemas']['ApplicationAdjustments'] | null;
      /** @description The app's language, kept as the language of the jumper's e-mails (status changes). */
      language?: components['schemas']['MailLanguage'];
    };
    /**
     * @description Where an application stands. It moves only forward while it goes on (an interview may be set again);
     *     `hired` and `withdrawn` are final; an operator may reopen an `unsuccessful` one. The jumper may withdraw
     *     from `sent`, `in_review`, `shortlisted`, `interview` and `offer`.
     * @enum {string}
     */
    ApplicationStage:
      'sent' | 'in_review' | 'shortlisted' | 'interview' | 'offer' | 'hired' | 'unsuccessful' | 'withdrawn';
    /** @enum {string} */
    AdjustmentKind: 'step_free_access' | 'sign_language_interpreter' | 'extra_time' | 'accessible_documents' | 'other';
    /**
     * @description Adjustments the jumper asks for, at least one kind, each once. `details` is free text, required (not blank)
     *     when `other` is among the kinds: else a 422 with `required` on `applied_job.adjustments.details`.
     */
    ApplicationAdjustments: {
      kinds: components['schemas']['AdjustmentKind'][];
      details: string | null;
    };
    ApplicationHistoryEntry: {
      stage: components['schemas']['ApplicationStage'];
      /** Format: date-time */
      changed_at: string;
      reason: string | null;
      /** Format: date-time */
      interview_at: string | null;
      interview_place: string | null;
    };
    /** @description The step of the apply flow reached (1 the explainer … 5 the confirmation). */
    ApplyStep: number;
    /** @description What was typed or chosen, as the app keeps it: the one request object the contract leaves open (`x-free-form`). The server bounds it instead: at most 50 keys, 4 levels and 16 KiB as JSON. */
    ApplyDraftValues: {
      [key: string]: unknown;
    };
    /** @description What an application card shows (spec "not shown" beyond id). */
    AppliedJob: {
      id: number;
      job_id: number;
      is_permanent: boolean;
      /** @description The job's job_name or job_title. */
      job_title: string;
      company_name: string;
      place: string;
      /** Format: date-time */
      applied_at: string;
      /**
       * @description The first version's status, from `stage`: `unsuccessful` for an unsuccessful or withdrawn application, `applied` for every other stage.
       * @enum {string}
       */
      status: 'applied' | 'unsuccessful';
      stage: components['schemas']['ApplicationStage'];
      /** Format: date-time */
      stage_changed_at: string;
      /** @description Every stage the application has been in, oldest first; the first is `sent`. */
      history: components['schemas']['ApplicationHistoryEntry'][];
      /**
       * Format: date
       * @description The day by which the employer's answer can be expected: the job's answer time (5 working days unless the
       *     job says otherwise) counted in working days of the job's canton (weekends and its public holidays aside)
       *     from the day of the last change of stage, or of the interview when that is later. Null once the
       *     application no longer waits for an answer (`offer`, `hired`, `unsuccessful`, `withdrawn`). Past it, the
       *     app says "No answer yet".
       */
      answer_expected_by: string | null;
      adjustments: components['schemas']['ApplicationAdjustments'] | null;
      /** @description A change of stage that the jumper has not seen. */
      is_unread: boolean;
      travel_time?: string | null;
      travel_distance?: string | null;
      knowledge_of_german?: string | null;
    };
    /** @description What the jumper calls the alert (trimmed; blank is refused with `required`). */
    JobAlertName: string;
    /**
     * @description The language of the jumper's e-mails, English, German, French or Italian (the app sends its user's).
     * @default en
     * @enum {string}
     */
    MailLanguage: 'en' | 'de' | 'fr' | 'it';
    /**
     * @description What the alert looks for: the dashboard's own query parameters (without `page`, `per_page` and `sort`), with
     *     the same meaning and checks (a combination the dashboard refuses is a 422 on `job_alert.criteria.<name>`); a
     *     digest lists what the dashboard would show for them, published since the last digest, newest first.
     */
    JobAlertCriteria: {
      /** @default false */
      permanent_job: boolean;
      search?: string;
      commute_from?: components['schemas']['CommutePlace'];
      commute_mode?: components['schemas']['CommuteMode'];
      max_commute?: components['schemas']['MaxCommute'];
      workload_min?: components['schemas']['WorkloadPercent'];
      workload_max?: components['schemas']['WorkloadPercent'];
      pay_min?: components['schemas']['HourlyPayMinimum'];
      canton?: components['schemas']['Canton'];
      start_from?: components['schemas']['StartFrom'];
      start_within?: components['schemas']['StartWithinDays'];
      max_german_level?: components['schemas']['MaxGermanLevel'];
    };
    /** @description A Swiss town, or an address naming one after its PLZ (the dashboard's `commute_from`). */
    CommutePlace: string;
    /**
     * @description By public transport or by car (the dashboard's `commute_mode`).
     * @enum {string}
     */
    CommuteMode: 'transit' | 'driving';
    /**
     * @description Minutes (the dashboard's `max_commute`).
     * @enum {integer}
     */
    MaxCommute: 15 | 30 | 45 | 60 | 90;
    /** @description Percent (the dashboard's `workload_min` and `workload_max`). */
    WorkloadPercent: number;
    /** @description CHF per hour (the dashboard's `pay_min`). */
    HourlyPayMinimum: number;
    /**
     * Format: date
     * @description A day, YYYY-MM-DD (the dashboard's `start_from`).
     */
    StartFrom: string;
    /** @description Days from today (the dashboard's `start_within`). */
    StartWithinDays: number;
    /**
     * @description A level of German, or `mine` (the dashboard's `max_german_level`).
     * @enum {string}
     */
    MaxGermanLevel: 'none' | 'beginner' | 'intermediate' | 'advanced' | 'native' | 'mine';
    JobAlert: {
      id: number;
      name: string;
      criteria: components['schemas']['JobAlertCriteria'];
      /** @description A paused alert sends no e-mail (paused in Settings or unsubscribed). */
      paused: boolean;
      language: components['schemas']['MailLanguage'];
      /** Format: date-time */
      created_at: string;
      /**
       * Format: date-time
       * @description When the alert was last looked at for its digest (an e-mail went out when it found jobs).
       */
      last_digest_at: string | null;
    };
    JobAlertResponse: {
      message: string;
      data: components['schemas']['JobAlert'];
    };
    /** @enum {string} */
    SpokenLevel: 'beginner' | 'intermediate' | 'advanced' | 'native';
    /**
     * @description A spoken level, or `none`.
     * @enum {string}
     */
    GermanLevel: 'none' | 'beginner' | 'intermediate' | 'advanced' | 'native';
    /** @enum {string} */
    PayPeriod: 'hour' | 'month' | 'year';
    /**
     * @description A Swiss canton by its two-letter code.
     * @enum {string}
     */
    Canton:
      | 'AG'
      | 'AI'
      | 'AR'
      | 'BE'
      | 'BL'
      | 'BS'
      | 'FR'
      | 'GE'
      | 'GL'
      | 'GR'
      | 'JU'
      | 'LU'
      | 'NE'
      | 'NW'
      | 'OW'
      | 'SG'
      | 'SH'
      | 'SO'
      | 'SZ'
      | 'TG'
      | 'TI'
      | 'UR'
      | 'VD'
      | 'VS'
      | 'ZG'
      | 'ZH';
    TravelEstimate: {
      /** @description Door to door, whole minutes under an hour, then rounded to 5. */
      minutes: number;
      /** @description The length of the route */
      km: number;
    };
    /** @description The way from the commute origin to the job, estimated without a routing service (the main rail and motorway network between the stations nearest to both ends, or regional travel the whole way where quicker); present when the request has a commute origin. */
    Commute: {
      transit: components['schemas']['TravelEstimate'];
      driving: components['schemas']['TravelEstimate'];
    };
    /** @description Where every job's `commute` is from; absent when the request has no commute origin. */
    CommuteOrigin: {
      /**
       * @description `home`: the jumper's home address; `place`: the `commute_from` of the request.
       * @enum {string}
       */
      source: 'home' | 'place';
      /**
       * @description The Swiss town found, as the app's list of towns names it.
       * @example Wädenswil
       */
      place: string;
    };
    /** @enum {string} */
    DocumentType: 'passport' | 'id_card' | 'residential_permit';
    FileRef: {
      id: number;
      file_url: string;
    };
    JumperProfile: {
      profile_photo_url: string | null;
      jumper_description: string | null;
      jumper_first_name: string | null;
      jumper_last_name: string | null;
      mobile_number: string | null;
      /** @description The number as people read it (`+41 79 123 45 67`), as in the account's settings. */
      mobile_number_display?: string | null;
      email: string;
      jumper_address?: string | null;
      jumper_city?: string | null;
      jumper_country?: string | null;
      jumper_nationality?: string | null;
      jumper_plz?: string | null;
      jumper_residence_permit?: string | null;
      jumper_home_town?: string | null;
      jumper_pronounce?: string | null;
      /** @enum {integer|null} */
      jumper_language?: 0 | 1 | 2 | 3 | null;
      /** @enum {integer|null} */
      jumper_title?: 0 | 1 | 2 | null;
      /** @enum {integer|null} */
      jumper_maratial_status?: 0 | 1 | 2 | null;
      /** @enum {string|null} */
      jumper_living_in_cohabilitation?: 'Yes' | 'No' | null;
      /** @description DD-MM-YYYY (prefilled from the registration dob). */
      jumper_dob?: string | null;
      /**
       * @description Prefilled from the registration gender.
       * @enum {integer|null}
       */
      jumper_sex?: 0 | 1 | null;
      upload_cv_url: string | null;
      certificate_documents: components['schemas']['FileRef'][];
      employment_references: components['schemas']['FileRef'][];
      is_verified_documents: boolean;
      /** @description CV, certificate and reference are in and wait for an operator. */
      documents_under_review?: boolean;
      /**
       * @description pending until CV, certificate and reference are all in; then under_review until an operator verifies or rejects.
       * @enum {string}
       */
      document_review?: 'pending' | 'under_review' | 'verified' | 'rejected';
      /** @description The operator's reason when the documents were rejected. */
      document_review_note?: string | null;
      /** @description The CV's original file name. */
      upload_cv_name?: string | null;
      jumper_maratial_status_since?: string | null;
      jumper_state?: string | null;
      video_recording_url: string | null;
      jumper_bank_detail: components['schemas']['BankDetail'] | null;
      social_security_details?: components['schemas']['SocialSecurityDetails'] | null;
      language_skills?: components['schemas']['LanguageSkill'][];
    };
    /** @description Every field is required; a missing one is a 422 with the first version's message ('IBAN is required!'). */
    BankDetailInput: {
      iban?: string;
      bank_name?: string;
      account_holder_first_name?: string;
      account_holder_last_name?: string;
      address?: string;
      city?: string;
      plz?: string;
    };
    BankDetail: {
      /** @description Electronic format */
      iban: string;
      bank_name: string;
      account_holder_first_name: string;
      account_holder_last_name: string;
      address: string;
      city: string;
      plz: string;
    };
    /**
     * @description oasi_ahv_number, marital_status, bvg_contribution_pillar and is_pension are required, and
     *     degree_of_disability with a disability pension (is_pension 2); a missing one is a 422 with the
     *     first version's message ('AHV Number is required', 'Please select marital status'…).
     */
    SocialSecurityDetailsInput: {
      oasi_ahv_number?: string | null;
      /**
       * @description 0 single
       * @enum {integer|null}
       */
      marital_status?: 0 | 1 | 2 | null;
      bvg_contribution?: boolean;
      is_responsible_for_child_maintenance?: boolean;
      receive_unemployment_benefits?: boolean;
      /**
       * @description 0 neither
       * @enum {integer|null}
       */
      is_pension?: 0 | 1 | 2 | null;
      degree_of_disability?: number | null;
      /**
       * @description 0 contract longer than three months, 1 employment longer than 13 weeks, 2 child maintenance
       * @enum {integer|null}
       */
      bvg_contribution_pillar?: 0 | 1 | 2 | null;
    };
    SocialSecurityDetails: {
      oasi_ahv_number: string;
      /** @enum {integer} */
      marital_status: 0 | 1 | 2;
      bvg_contribution: boolean;
      is_responsible_for_child_maintenance: boolean;
      receive_unemployment_benefits: boolean;
      /** @enum {integer} */
      is_pension: 0 | 1 | 2;
      degree_of_disability: number | null;
      /** @enum {integer} */
      bvg_contribution_pillar: 0 | 1 | 2;
    };
    /**
     * @description Every field but jumper_dob, jumper_sex, jumper_plz, jumper_maratial_status_since and jumper_state is
     *     required; a missing one is a 422 with the first version's message ('Please select title', 'Address is required'…).
     */
    PersonalDetailsInput: {
      /**
       * @description 0 Mr
       * @enum {integer|null}
       */
      jumper_title?: 0 | 1 | 2 | null;
      jumper_pronounce?: string;
      jumper_first_name?: string;
      jumper_last_name?: string;
      /** @description DD-MM-YYYY */
      jumper_dob?: string;
      /** @enum {integer|null} */
      jumper_sex?: 0 | 1 | null;
      jumper_address?: string;
      jumper_city?: string;
      jumper_plz?: string;
      jumper_country?: string;
      jumper_home_town?: string;
      jumper_residence_permit?: string;
      jumper_nationality?: string;
      /** @enum {integer|null} */
      jumper_maratial_status?: 0 | 1 | 2 | null;
      jumper_maratial_status_since?: string | null;
      /** @enum {string|null} */
      jumper_living_in_cohabilitation?: 'Yes' | 'No' | null;
      /**
       * @description english 0
       * @enum {integer|null}
       */
      jumper_language?: 0 | 1 | 2 | 3 | null;
      jumper_state?: string | null;
    };
    /** @description The saved personal details, the fields that were sent (null where never given). */
    PersonalDetails: {
      /** @enum {integer} */
      jumper_title: 0 | 1 | 2;
      jumper_pronounce: string;
      jumper_first_name: string;
      jumper_last_name: string;
      /** @description DD-MM-YYYY */
      jumper_dob: string | null;
      /** @enum {integer|null} */
      jumper_sex: 0 | 1 | null;
      jumper_address: string;
      jumper_city: string;
      jumper_plz: string | null;
      jumper_country: string;
      jumper_home_town: string;
      jumper_residence_permit: string;
      jumper_nationality: string;
      /** @enum {integer} */
      jumper_maratial_status: 0 | 1 | 2;
      jumper_maratial_status_since: string | null;
      /** @enum {string} */
      jumper_living_in_cohabilitation: 'Yes' | 'No';
      /** @enum {integer} */
      jumper_language: 0 | 1 | 2 | 3;
      jumper_state: string | null;
    };
    Skill: {
      id: number;
      /** @description The name in English. */
      skill_name: string;
      names: components['schemas']['LocalizedNames'];
    };
    WorkExperienceForm: {
      'work_experience[company_name]': string;
      'work_experience[job_title]': string;
      'work_experience[location]': string;
      /** @enum {string} */
      'work_experience[employment]': 'full_time' | 'part_time' | 'internship';
      /**
       * @description Percent.
       * @enum {string}
       */
      'work_experience[weekly_workload]': '20' | '40' | '60' | '80';
      /** @enum {string} */
      'work_experience[currently_working_on_role]'?: 'true' | 'false';
      /** Format: date */
      'work_experience[work_exp_start_time]': string;
      /** @description YYYY-MM-DD; empty when currently working. */
      'work_experience[work_exp_end_time]'?: string;
      'work_experience[responsibilities]'?: string;
      /** @description Comma-joined skill ids. */
      'work_experience[skill_ids]'?: string;
      /**
       * Format: binary
       * @description A new reference letter; it replaces the stored one.
       */
      'work_experience[reference_letter]'?: string;
      /**
       * @description 'true' deletes the stored reference letter (422 when a new one comes with it). Left out, a change keeps the stored letter.
       * @enum {string}
       */
      'work_experience[remove_reference_letter]'?: 'true' | 'false';
    };
    WorkExperience: {
      id: number;
      company_name: string;
      job_title: string;
      location: string;
      /** @enum {string} */
      employment: 'full_time' | 'part_time' | 'internship';
      /** @enum {string} */
      weekly_workload: '20' | '40' | '60' | '80';
      currently_working_on_role: boolean;
      /** Format: date */
      work_exp_start_time: string;
      /** Format: date */
      work_exp_end_time: string | null;
      responsibilities: string | null;
      /** @description Comma-joined skill ids. */
      skill_ids: string;
      skills?: components['schemas']['Skill'][];
      reference_letter_url: string | null;
      /** @description The reference letter's original file name; null without a letter, and for a letter stored before names were kept. */
      reference_letter_name: string | null;
    };
    EducationForm: {
      'education[school]': string;
      'education[degree]': string;
      'education[location]': string;
      /** Format: date */
      'education[education_start_date]': string;
      /** @description YYYY-MM-DD or empty. */
      'education[education_end_date]'?: string;
      'education[responsiblities_and_accomplishments]'?: string;
      'education[skill_ids]'?: string;
      /**
       * Format: binary
       * @description A new certificate; it replaces the stored one.
       */
      'education[certificate]'?: string;
      /**
       * @description 'true' deletes the stored certificate (422 when a new one comes with it). Left out, a change keeps the stored certificate.
       * @enum {string}
       */
      'education[remove_certificate]'?: 'true' | 'false';
    };
    Education: {
      id: number;
      school: string;
      degree: string;
      location: string;
      /** Format: date */
      education_start_date: string;
      /** Format: date */
      education_end_date: string | null;
      responsiblities_and_accomplishments: string | null;
      skill_ids: string;
      skills?: components['schemas']['Skill'][];
      certificate_url: string | null;
      /** @description The certificate's original file name; null without a certificate, and for one stored before names were kept. */
      certificate_name: string | null;
    };
    CertificateDocument: {
      id: number;
      file_url: string;
      /** @description The original file name. */
      certificate_document: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    EmploymentReference: {
      id: number;
      file_url: string;
      /** @description The original file name. */
      employment_reference: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    JumperIdentification: {
      id: number;
      document_type: components['schemas']['DocumentType'];
      front_image_url: string;
      back_image_url: string;
      /** Format: date-time */
      created_at: string;
    };
    AdminLanguage: {
      id: number;
      /**
       * @description The name in English.
       * @example German
       */
      language: string;
      names: components['schemas']['LocalizedNames'];
    };
    LanguageSkill: {
      id: number;
      admin_language: components['schemas']['AdminLanguage'];
      admin_language_id: number;
      language: string;
      spoken_level: components['schemas']['SpokenLevel'];
    };
    JobProfile: {
      id: number;
      job_profile: string;
      experience: string;
      /**
       * @description Shown with underscores as spaces.
       * @enum {string}
       */
      status: 'under_review' | 'approved' | 'rejected';
    };
  };
  responses: {
    /** @description Signed in (200), or an account created and signed in (201). */
    SignedIn: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['SignInResponse'];
      };
    };
    /** @description Done; `message` is a sentence to show. */
    Message: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['MessageResponse'];
      };
    };
    /** @description The application (201 when created, 200 when it already existed). */
    AppliedJob: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
          data: components['schemas']['AppliedJob'];
        };
      };
    };
    /** @description How many applications have an unseen change of stage. */
    UnreadCount: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: {
            count: number;
          };
        };
      };
    };
    /** @description The devices this jumper gets notifications on, and the key to subscribe with. */
    PushSubscriptions: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: {
            public_key: string | null;
            devices: components['schemas']['PushDevice'][];
          };
        };
      };
    };
    /** @description The device whose notifications were turned on. */
    PushSubscription: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: components['schemas']['PushDevice'];
        };
      };
    };
    /** @description The jumper's e-mail choices. */
    NotificationSettings: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: {
            /** @description An e-mail for each change of an application's stage (default true). */
            status_emails: boolean;
            /** @description The language of the jumper's e-mails: the one last given (here, or when applying), else German or Italian when the profile's language is German or Italian, else English. */
            language: components['schemas']['MailLanguage'];
          };
        };
      };
    };
    /** @description The draft. */
    ApplyDraft: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          data: {
            step: components['schemas']['ApplyStep'];
            values: components['schemas']['ApplyDraftValues'];
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            expires_at: string;
          };
        };
      };
    };
    /** @description The saved work experience. */
    WorkExperience: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
          data: components['schemas']['WorkExperience'];
        };
      };
    };
    /** @description The saved education. */
    Education: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
          data: components['schemas']['Education'];
        };
      };
    };
    /** @description The saved certificate document. */
    CertificateDocument: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
          data: components['schemas']['CertificateDocument'];
        };
      };
    };
    /** @description The saved employment reference. */
    EmploymentReference: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': {
          message: string;
          data: components['schemas']['EmploymentReference'];
        };
      };
    };
    /** @description Malformed JSON, or a query or path parameter of the wrong type. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No, unknown, expired or revoked authentication key. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The jumper's documents are not verified yet; jobs open once an operator has verified them. */
    DocumentsNotVerified: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No such route, or no such resource of the signed-in jumper. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request conflicts with the resource's state. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body (1 MiB for JSON) or a file (20 MB) is too large. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A content type the call does not take, or a file whose content is not an accepted type. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body breaks the contract or a rule; `errors` names the fields at fault. */
    UnprocessableEntity: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The mail server could not take the message; try again later. */
    ServiceUnavailable: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Too many attempts; try again after `Retry-After` seconds. */
    TooManyRequests: {
      headers: {
        'Retry-After': number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    Id: number;
    JobId: number;
    PermanentJob: boolean;
    /** @description The place to work out each job's commute from: a Swiss town, or an address naming one after its PLZ (`Seestrasse 3, 8820 Wädenswil`); accents and umlaut spellings are ignored (`Zuerich`). Left out: the jumper's home. A place that is not a Swiss town of the app's list is a 422 `validation_failed` with `place_not_found` on `commute_from`. */
    CommuteFrom: components['schemas']['CommutePlace'];
  };
  requestBodies: {
    AppliedJob: {
      content: {
        'application/json': {
          applied_job: components['schemas']['AppliedJobInput'];
        };
      };
    };
    WorkExperience: {
      content: {
        'multipart/form-data': components['schemas']['WorkExperienceForm'];
      };
    };
    Education: {
      content: {
        'multipart/form-data': components['schemas']['EducationForm'];
      };
    };
    CertificateDocument: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          'certificate_document[file]': string;
        };
      };
    };
    EmploymentReference: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          'employment_reference[file]': string;
        };
      };
    };
  };
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: {
            email?: components['schemas']['EmailInput'];
            password?: string;
            /** @enum {string} */
            login_type?: 'email' | 'google';
            id_token?: string;
          };
        };
      };
    };
    responses: {
      200: components['responses']['SignedIn'];
      201: components['responses']['SignedIn'];
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Signed out; the key no longer works. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: {
            /**
             * @description 0 male
             * @enum {integer}
             */
            gender: 0 | 1;
            first_name: components['schemas']['NameInput'];
            last_name: components['schemas']['NameInput'];
            pronounce: string;
            /** Format: date */
            dob: string;
            country_code?: string;
            mobile_number: components['schemas']['MobileNumberInput'];
            email: components['schemas']['EmailInput'];
            password: string;
            /** @enum {string} */
            role?: 'jumper';
            user_name?: string;
          };
        };
      };
    };
    responses: {
      201: components['responses']['SignedIn'];
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  generateOtp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: {
            email: components['schemas']['EmailInput'];
          };
        };
      };
    };
    responses: {
      /** @description Code sent. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example OTP sent successfully */
            message: string;
            data: {
              email: string;
              /** @example 600 */
              expires_in_seconds: number;
              /** @example 60 */
              resend_after_seconds: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  verifyOtp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: {
            email: components['schemas']['EmailInput'];
            otp: string;
          };
        };
      };
    };
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: {
            email: components['schemas']['EmailInput'];
            new_password: string;
            password_confirmation: string;
          };
        };
      };
    };
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
      429: components['responses']['TooManyRequests'];
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: {
            current_password: string;
            new_password: string;
            new_password_confirmation: string;
          };
        };
      };
    };
    responses: {
      /** @description Password changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @example Password changed successfully. */
            data: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getAccountSetting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The account setting. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AccountSetting'];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  updateAccountSetting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          user: {
            mobile_number: components['schemas']['MobileNumberInput'];
          };
        };
      };
    };
    responses: {
      /** @description The updated setting. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['AccountSetting'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getDashboard: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        permanent_job?: boolean;
        search?: string;
        /** @description The place to work out each job's commute from: a Swiss town, or an address naming one after its PLZ (`Seestrasse 3, 8820 Wädenswil`); accents and umlaut spellings are ignored (`Zuerich`). Left out: the jumper's home. A place that is not a Swiss town of the app's list is a 422 `validation_failed` with `place_not_found` on `commute_from`. */
        commute_from?: components['parameters']['CommuteFrom'];
        /** @description How `max_commute` and `sort=commute` travel: by public transport (the default) or by car. Every job's `commute` gives both. */
        commute_mode?: components['schemas']['CommuteMode'];
        /** @description Keeps the jobs at most this many minutes away from the commute origin, as `commute` shows them (`commute_mode`). Needs a commute origin (422 `commute_origin_required` on `commute_from`). */
        max_commute?: components['schemas']['MaxCommute'];
        /** @description Percent. Keeps the jobs whose workload range reaches it (`workload_to` ≥ `workload_min`). Above `workload_max`: 422 `min_above_max` on `workload_min`. */
        workload_min?: components['schemas']['WorkloadPercent'];
        /** @description Percent. Keeps the jobs whose workload range starts at or below it (`workload_from` ≤ `workload_max`). */
        workload_max?: components['schemas']['WorkloadPercent'];
        /** @description CHF per hour. Keeps the jobs whose pay reaches it: the top of the range (`pay_to_chf`, else `pay_from_chf`), a monthly pay divided by 182 and a yearly one by 2184 (full time: 42 hours a week, 52 weeks a year). */
        pay_min?: components['schemas']['HourlyPayMinimum'];
        /** @description Keeps the jobs of this canton (its two-letter code). */
        canton?: components['schemas']['Canton'];
        /** @description Keeps the jobs starting on or after this day, and those starting by arrangement. */
        start_from?: components['schemas']['StartFrom'];
        /** @description Days. Keeps the jobs starting at the latest this many days after today (Swiss time), those already started, and those starting by arrangement. */
        start_within?: components['schemas']['StartWithinDays'];
        /** @description Keeps the jobs asking for at most this level of German, and those that do not say. `mine`: the jumper's own level (the German of their profile's languages; none listed counts as `none`). */
        max_german_level?: components['schemas']['MaxGermanLevel'];
        /** @description `newest` (the default): newest published first. `commute`: quickest first by `commute_mode` (needs a commute origin), then newest. `pay`: the highest hourly pay first (as `pay_min` compares it), jobs that name no pay last, then newest. */
        sort?: 'newest' | 'commute' | 'pay';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of jobs. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description Present when `permanent_job` is not true. */
              jumper_positions?: components['schemas']['JumperPosition'][];
              /** @description Present when `permanent_job=true`. */
              permanent_jobs?: components['schemas']['PermanentJob'][];
              total_pages: number;
              current_page: number;
              total_count: number;
              commute_origin?: components['schemas']['CommuteOrigin'];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['DocumentsNotVerified'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  getJob: {
    parameters: {
      query?: {
        permanent_job?: components['parameters']['PermanentJob'];
        /** @description The place to work out each job's commute from: a Swiss town, or an address naming one after its PLZ (`Seestrasse 3, 8820 Wädenswil`); accents and umlaut spellings are ignored (`Zuerich`). Left out: the jumper's home. A place that is not a Swiss town of the app's list is a 422 `validation_failed` with `place_not_found` on `commute_from`. */
        commute_from?: components['parameters']['CommuteFrom'];
      };
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The job. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JumperPosition'] | components['schemas']['PermanentJob'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['DocumentsNotVerified'];
      404: components['responses']['NotFound'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  addNotInterested: {
    parameters: {
      query?: {
        permanent_job?: components['parameters']['PermanentJob'];
      };
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['DocumentsNotVerified'];
      404: components['responses']['NotFound'];
    };
  };
  removeNotInterested: {
    parameters: {
      query?: {
        permanent_job?: components['parameters']['PermanentJob'];
      };
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['DocumentsNotVerified'];
      404: components['responses']['NotFound'];
    };
  };
  applyToJumperPosition: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        jobId: components['parameters']['JobId'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['AppliedJob'];
    responses: {
      200: components['responses']['AppliedJob'];
      201: components['responses']['AppliedJob'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['DocumentsNotVerified'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  applyToPermanentJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        jobId: components['parameters']['JobId'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['AppliedJob'];
    responses: {
      200: components['responses']['AppliedJob'];
      201: components['responses']['AppliedJob'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['DocumentsNotVerified'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  listAppliedJobs: {
    parameters: {
      query?: {
        is_applied?: boolean;
        is_permanent?: boolean;
        /** @description `withdrawn`: the withdrawn applications instead of the list that `is_applied` names. */
        stage_group?: 'withdrawn';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The applications, newest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              data: components['schemas']['AppliedJob'][];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
    };
  };
  withdrawApplication: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string | null;
        };
      };
    };
    responses: {
      200: components['responses']['AppliedJob'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  countUnreadApplications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['UnreadCount'];
      401: components['responses']['Unauthorized'];
    };
  };
  markApplicationsSeen: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['UnreadCount'];
      401: components['responses']['Unauthorized'];
    };
  };
  getNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['NotificationSettings'];
      401: components['responses']['Unauthorized'];
    };
  };
  updateNotificationSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          notification_settings: {
            status_emails?: boolean;
            language?: components['schemas']['MailLanguage'];
          };
        };
      };
    };
    responses: {
      200: components['responses']['NotificationSettings'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  listPushSubscriptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['PushSubscriptions'];
      401: components['responses']['Unauthorized'];
    };
  };
  addPushSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          subscription: {
            endpoint: string;
            keys: {
              p256dh: string;
              auth: string;
            };
          };
        };
      };
    };
    responses: {
      201: components['responses']['PushSubscription'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  deletePushSubscription: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getApplyDraft: {
    parameters: {
      query?: {
        /** @description `true`: the job is a permanent position; else a jumper position. */
        is_permanent?: boolean;
      };
      header?: never;
      path: {
        job_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['ApplyDraft'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  saveApplyDraft: {
    parameters: {
      query?: {
        /** @description `true`: the job is a permanent position; else a jumper position. */
        is_permanent?: boolean;
      };
      header?: never;
      path: {
        job_id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          apply_draft: {
            step: components['schemas']['ApplyStep'];
            values: components['schemas']['ApplyDraftValues'];
          };
        };
      };
    };
    responses: {
      200: components['responses']['ApplyDraft'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  deleteApplyDraft: {
    parameters: {
      query?: {
        /** @description `true`: the job is a permanent position; else a jumper position. */
        is_permanent?: boolean;
      };
      header?: never;
      path: {
        job_id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  saveJob: {
    parameters: {
      query?: {
        permanent_job?: components['parameters']['PermanentJob'];
      };
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['DocumentsNotVerified'];
      404: components['responses']['NotFound'];
    };
  };
  unsaveJob: {
    parameters: {
      query?: {
        permanent_job?: components['parameters']['PermanentJob'];
      };
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['DocumentsNotVerified'];
      404: components['responses']['NotFound'];
    };
  };
  listSavedJobs: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
        permanent_job?: boolean;
        /** @description The place to work out each job's commute from: a Swiss town, or an address naming one after its PLZ (`Seestrasse 3, 8820 Wädenswil`); accents and umlaut spellings are ignored (`Zuerich`). Left out: the jumper's home. A place that is not a Swiss town of the app's list is a 422 `validation_failed` with `place_not_found` on `commute_from`. */
        commute_from?: components['parameters']['CommuteFrom'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of saved jobs. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description Present when `permanent_job` is not true. */
              jumper_positions?: components['schemas']['JumperPosition'][];
              /** @description Present when `permanent_job=true`. */
              permanent_jobs?: components['schemas']['PermanentJob'][];
              total_pages: number;
              current_page: number;
              total_count: number;
              commute_origin?: components['schemas']['CommuteOrigin'];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['DocumentsNotVerified'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  listJobAlerts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The alerts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobAlert'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  createJobAlert: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          job_alert: {
            name: components['schemas']['JobAlertName'];
            criteria: components['schemas']['JobAlertCriteria'];
            language?: components['schemas']['MailLanguage'];
          };
        };
      };
    };
    responses: {
      /** @description The alert made. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobAlertResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['DocumentsNotVerified'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  deleteJobAlert: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  updateJobAlert: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          job_alert: {
            name?: components['schemas']['JobAlertName'];
            paused?: boolean;
            language?: components['schemas']['MailLanguage'];
          };
        };
      };
    };
    responses: {
      /** @description The alert as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobAlertResponse'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  unsubscribeJobAlert: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The alert sends no more e-mails. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              /** @description The alert's name; null when it was deleted since the e-mail was sent. */
              name: string | null;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
    };
  };
  getJumperProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JumperProfile'];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  updateJumperProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          'user[profile_photo]'?: string;
          'user[jumper_description]'?: string;
        };
        'application/json': {
          user: {
            jumper_description?: string;
            language_skills_attributes?: {
              id?: number;
              admin_language_id?: number;
              language?: string;
              spoken_level: components['schemas']['SpokenLevel'];
            }[];
          };
        };
      };
    };
    responses: {
      /** @description The updated profile. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['JumperProfile'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  uploadCv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          'jumper[upload_cv]': string;
        };
      };
    };
    responses: {
      /** @description CV stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              /** @description The jumper's id. */
              id: string;
              upload_cv_url: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  uploadVideoRecording: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          'jumper[video_recording]': string;
        };
      };
    };
    responses: {
      /** @description Video stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: {
              video_recording_url: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  updateSocialSecurityDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          jumper: components['schemas']['SocialSecurityDetailsInput'];
        };
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['SocialSecurityDetails'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  updatePersonalDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          jumper: components['schemas']['PersonalDetailsInput'];
        };
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['PersonalDetails'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  updateBankDetails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          jumper: components['schemas']['BankDetailInput'];
        };
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['BankDetail'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  listSkills: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every skill. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Skill'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listWorkExperiences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The jumper's work experiences. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WorkExperience'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  createWorkExperience: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['WorkExperience'];
    responses: {
      201: components['responses']['WorkExperience'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  updateWorkExperience: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['WorkExperience'];
    responses: {
      200: components['responses']['WorkExperience'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  deleteWorkExperience: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listEducations: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The jumper's educations. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Education'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  createEducation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['Education'];
    responses: {
      201: components['responses']['Education'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  updateEducation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['Education'];
    responses: {
      200: components['responses']['Education'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  deleteEducation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listCertificateDocuments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The jumper's certificates and diplomas. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CertificateDocument'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  createCertificateDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['CertificateDocument'];
    responses: {
      201: components['responses']['CertificateDocument'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  updateCertificateDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['CertificateDocument'];
    responses: {
      200: components['responses']['CertificateDocument'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  deleteCertificateDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listEmploymentReferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The jumper's employment references. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['EmploymentReference'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  createEmploymentReference: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: components['requestBodies']['EmploymentReference'];
    responses: {
      201: components['responses']['EmploymentReference'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  updateEmploymentReference: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['EmploymentReference'];
    responses: {
      200: components['responses']['EmploymentReference'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  deleteEmploymentReference: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listJumperIdentifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The jumper's identification documents. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JumperIdentification'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  createJumperIdentification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          'jumper_identification[document_type]': components['schemas']['DocumentType'];
          /** Format: binary */
          'jumper_identification[front_image]': string;
          /** Format: binary */
          'jumper_identification[back_image]': string;
        };
      };
    };
    responses: {
      /** @description Stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['JumperIdentification'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  deleteJumperIdentification: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listAdminLanguages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The offered languages. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['AdminLanguage'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listLanguageSkills: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The jumper's language skills. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LanguageSkill'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  getLanguageSkill: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One language skill. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['LanguageSkill'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  deleteLanguageSkill: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  addLanguages: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          jumper: {
            language_skills_attributes: {
              admin_language_id: number;
              language?: string;
              spoken_level?: components['schemas']['SpokenLevel'];
            }[];
          };
        };
      };
    };
    responses: {
      /** @description Added. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['LanguageSkill'][];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  listJobProfiles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The jumper's job profiles. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['JobProfile'][];
          };
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  createJobProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description Both required, from the first version's options; a missing one is a 422 with the first version's message
           *     ('Jobprofile is required.', 'Experience is required.').
           */
          job_profile: {
            job_profile?: string;
            experience?: string;
          };
        };
      };
    };
    responses: {
      /** @description Created; `message` is shown as a success toast. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            data: components['schemas']['JobProfile'];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      /** @description The jumper has this job profile already (`duplicate_job_profile`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      422: components['responses']['UnprocessableEntity'];
    };
  };
  deleteJobProfile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: components['parameters']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: components['responses']['Message'];
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  getFile: {
    parameters: {
      query: {
        expires: string;
        signature: string;
      };
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's bytes, with its content type (PDF, DOC, DOCX, JPEG, PNG, MP4 or WebM). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
    };
  };
}
