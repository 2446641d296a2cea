// Generated from openapi/openapi.json by `npm run openapi`. Do not edit: change the zod schemas in openapi/ instead.

export interface paths {
    "/api/classify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Classify a product description to an HS code
         * @description Classifies free text in any language to the destination's code, with ranked candidates, a calibrated confidence and the reasoning. Rate limit: 60 requests per minute per API key, 30 per user for session callers.
         */
        post: operations["classify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/landed-cost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Landed cost of a shipment
         * @description Customs value, duty (MFN or FTA), additional duties, fees and import taxes of a shipment, line by line, each with its base, rate, formula and legal source. Valuation per destination (FOB: US, CA, AU; CIF: the others), Incoterms 2020 adjustments and DDP back-solving; US Section 301 / 122, MPF and HMF; MX DTA; IN SWS; VAT/GST on each country’s own base; de minimis per destination and quote date. Every assumption made for a missing input is listed in `assumptions`, and whatever could make the figure wrong in `warnings`. When the dataset has no rate for the line the answer is 422 `tariff_unavailable` with the coverage status, never a made-up zero. Rate limit: 60 requests per minute per API key, 30 per user for session callers.
         */
        post: operations["landedCost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tariff/{country}/{hs}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tariff record of one HS code in one destination
         * @description MFN and preferential rates, import VAT/GST and provenance for an HS 2022 subheading in one destination, the national tariff lines under it with their own rates and original texts, and the MFN of the 12 other destinations with their coverage status.
         *
         *     - `tariff.mfn` is the **highest** national line rate when the lines differ; `tariff.mfnRange` then gives min and max.
         *     - `tariff.fta` is the best preference open to `?origin=`; without it, the lowest preference of any agreement.
         *     - Where the dataset has no rate, `mfn` is null and the status says why (`no_data`); nothing is guessed. See `GET /api/coverage`.
         *
         *     Rate limit: 120 requests per minute per API key, 60 per user for session callers.
         */
        get: operations["getTariff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coverage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Coverage of the tariff dataset per destination
         * @description Per destination: the source edition and publisher, national lines, how many of the 5,613 HS 2022 subheadings have an MFN rate, how many rates are specific or compound, the coverage statuses and the agreements covered. Destinations without a schedule are listed with `no_data`. Rate limit: 60 requests per minute per API key, 30 per user for session callers (its own counter).
         */
        get: operations["getCoverage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/translate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Translate product text into English and Simplified Chinese
         * @description Translates a product description from any language into English (`en`) and Simplified Chinese (`zh`), for classification and bilingual listings.
         *
         *     The embedded offline translator detects the language, matches an authored product glossary (product types, materials, parts, uses, measures and the words that change a classification, such as knitted, woven, for men, electric) for Spanish, French, German, Italian, Portuguese, Dutch, Japanese, Korean, Russian, Vietnamese, Turkish, Polish, Arabic and English/Chinese both ways, multi-word terms first; numbers, units, model numbers and brand names pass through untouched. Chinese is segmented with jieba, converted from Traditional to Simplified with OpenCC and looked up in CC-CEDICT.
         *
         *     Dictionary attribution: CC-CEDICT, © MDBG and the CC-CEDICT contributors, licensed under Creative Commons Attribution-ShareAlike 4.0 (https://creativecommons.org/licenses/by-sa/4.0/), https://cc-cedict.org/wiki/.
         *
         *     When the server has an OpenAI-compatible provider configured, it translates instead, with the embedded translator as the fallback on any failure.
         *
         *     Rate limit: 60 requests per minute per API key, 30 per user for session callers.
         */
        post: operations["translate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness of the service
         * @description Needs no authentication and is not rate limited.
         */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and sign in
         * @description Creates an account with an email and a password (at least 10 characters) and starts a session: the response sets the session cookie. Emails are normalised (trimmed, lower-case) and unique. Attempts are limited per client address.
         */
        post: operations["signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Checks the email and password and starts a new session (a session cookie sent with the request is ended, so the id always changes at sign-in). An unknown email and a wrong password get the same 401. Attempts are limited per email and per client address (429).
         */
        post: operations["logIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the session of the cookie sent and clears the cookie. Without a valid session it does nothing and still answers 204. State-changing requests authenticated by the session cookie must carry an `Origin` (or, failing that, `Referer`) header of this service, else `403 forbidden`.
         */
        post: operations["logOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description The user of the session cookie, with the times at which the session ends.
         */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's API keys
         * @description Every key of the user, newest first, with its visible start but never the key itself.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates a key for the signed-in user. The full key is in this response only; store it now. State-changing requests authenticated by the session cookie must carry an `Origin` (or, failing that, `Referer`) header of this service, else `403 forbidden`.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/api-keys/{id}": {
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
         * Revoke an API key
         * @description Revokes one of the signed-in user's keys. It fails at once on every endpoint (the verification cache is evicted). Revoking a revoked key is a no-op (204). State-changing requests authenticated by the session cookie must carry an `Origin` (or, failing that, `Referer`) header of this service, else `403 forbidden`.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @example {
         *       "hs": "6109100012",
         *       "confidence": 0.84,
         *       "reasoning": "Heading 6109 (T-shirts, singlets and other vests; knitted or crocheted): the description names \"tshirt\". Subheading 6109.10 (T-shirts, singlets and other vests; of cotton, knitted or crocheted) chosen by \"cotton\". US national line 6109100012 (Of cotton: Men's or boys': Other T-shirts: Men's (338)): its title matches \"cotton\", \"tshirt\", \"man\". Next candidate: 6109.90 (T-shirts, singlets and other vests; of textile materials (other than cotton), knitted or crocheted).",
         *       "candidates": [
         *         {
         *           "hs": "6109100012",
         *           "score": 0.91,
         *           "title": "Of cotton: Men's or boys': Other T-shirts: Men's (338)"
         *         },
         *         {
         *           "hs": "6109901009",
         *           "score": 0.08,
         *           "title": "Of other textile materials: Of man-made fibers: Men's or boys': Other (638)"
         *         }
         *       ],
         *       "detectedLanguage": "en",
         *       "englishText": "cotton t-shirt for men",
         *       "path": {
         *         "chapter": {
         *           "code": "61",
         *           "title": "Apparel and clothing accessories; knitted or crocheted"
         *         },
         *         "heading": {
         *           "code": "6109",
         *           "title": "T-shirts, singlets and other vests; knitted or crocheted"
         *         },
         *         "subheading": {
         *           "code": "610910",
         *           "title": "T-shirts, singlets and other vests; of cotton, knitted or crocheted"
         *         },
         *         "national": {
         *           "code": "6109100012",
         *           "title": "Of cotton: Men's or boys': Other T-shirts: Men's (338)"
         *         }
         *       },
         *       "warnings": [],
         *       "rate_limit": {
         *         "remaining": 59,
         *         "reset_at": "2026-11-21T15:04:00.000Z"
         *       }
         *     }
         */
        ClassifyResponse: {
            /**
             * @description Best code for the destination: the national line (US 10 digits, JP 9, KR 10, UK 10, CN 8, AU 8, MX 8, BR 8) where the dataset has national lines under the chosen subheading, otherwise the 6-digit HS 2022 subheading. Always a code present in the destination's data.
             * @example 6109100012
             */
            hs: string;
            /**
             * @description Calibrated probability that `hs` is right at 6 digits (measured with the evaluation harness, `npm run eval:classify`). Below 0.25 the answer carries a `low_confidence` warning: read the candidates.
             * @example 0.78
             */
            confidence: number;
            /**
             * @description How the code was chosen, built from the evidence: which words named which heading, which attribute (material, knitted or woven, gender, …) chose the subheading or what was assumed, which national line was chosen and why, and the runner-up.
             * @example Heading 6109 (T-shirts, singlets and other vests; knitted or crocheted): the description names "tshirt". Subheading 6109.10 (…; of cotton, knitted or crocheted) chosen by "cotton". US national line 6109100012 (…Men's): its title matches "cotton", "tshirt", "man".
             */
            reasoning: string;
            /** @description Ranked candidates, best first (the first is `hs`). */
            candidates: components["schemas"]["ClassifyCandidate"][];
            /**
             * @description ISO 639-1 code of the language the query was read as (`en` when classified as given).
             * @example en
             */
            detectedLanguage: string;
            /**
             * @description The English text that was classified (the translation when the query was not English).
             * @example cotton t-shirt for men
             */
            englishText: string;
            /** @description HS 2022 chapter, heading and subheading of `hs`, with titles, and the national line. */
            path: {
                chapter: components["schemas"]["ClassifyPathStep"];
                heading: components["schemas"]["ClassifyPathStep"];
                subheading: components["schemas"]["ClassifyPathStep"];
                /** @description The national line, or null when the destination has none under the subheading. */
                national: components["schemas"]["ClassifyPathStep"] | null;
            };
            /**
             * @description Machine-readable prefix, then an explanation: `low_confidence`, `low_translation_coverage`, `translation: …` (from the translator).
             * @example []
             */
            warnings: string[];
            rate_limit: components["schemas"]["RateLimitInfo"];
        };
        ClassifyCandidate: {
            /**
             * @description Candidate code: the destination's national line where the dataset has national lines under the subheading, else the 6-digit HS 2022 subheading.
             * @example 6109100012
             */
            hs: string;
            /**
             * @description The candidate's share of the ranking (softmax over the candidates' scores; not calibrated, see `confidence`).
             * @example 0.82
             */
            score: number;
            /**
             * @description Title of the national line, or of the HS subheading when the code has 6 digits.
             * @example Of cotton: Men's or boys': Other T-shirts: Men's (338)
             */
            title: string;
        };
        ClassifyPathStep: {
            /** @example 6109 */
            code: string;
            /** @example T-shirts, singlets and other vests; knitted or crocheted */
            title: string;
        };
        RateLimitInfo: {
            /**
             * @description Requests left in the current one-minute window for this key or user and endpoint.
             * @example 59
             */
            remaining: number;
            /**
             * Format: date-time
             * @description When the window ends (ISO 8601 UTC).
             * @example 2026-11-21T15:04:00.000Z
             */
            reset_at: string;
        };
        BadRequestError: {
            /**
             * @description `invalid_json`: the body is not valid JSON; `invalid_request`: a field is missing or out of range (see `details`).
             * @example invalid_request
             * @enum {string}
             */
            error: "invalid_request" | "invalid_json";
            /**
             * @description What went wrong, for a human.
             * @example Request validation failed: body.hs: HS code must be 6 to 10 digits
             */
            message: string;
            /** @description One entry per invalid field. */
            details?: components["schemas"]["ValidationIssue"][];
            /**
             * @description Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        ValidationIssue: {
            /**
             * @description Dotted path of the offending field (`body.`, `query.`, `params.` or `headers.` prefixed).
             * @example body.declaredValueUsd
             */
            path: string;
            /**
             * @description Why the field was rejected.
             * @example Number must be greater than or equal to 0
             */
            message: string;
        };
        UnauthorizedError: {
            /**
             * @description No valid API key and no signed-in session.
             * @example unauthorized
             * @enum {string}
             */
            error: "unauthorized";
            /**
             * @description What went wrong, for a human.
             * @example Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.
             */
            message: string;
            /**
             * Format: uri
             * @description Absolute URL of the API reference, where authentication is explained.
             * @example http://localhost:3000/docs
             */
            docs: string;
            /**
             * @description Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        ForbiddenError: {
            /**
             * @description Authenticated, but this request is not allowed (e.g. a cross-site request with the session cookie).
             * @example forbidden
             * @enum {string}
             */
            error: "forbidden";
            /**
             * @description What went wrong, for a human.
             * @example Cross-origin request refused
             */
            message: string;
            /**
             * @description Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        NotFoundError: {
            /**
             * @description `unknown_hs`: a well-formed HS code that is not in HS 2022; `unsupported_destination`: a country outside the 13 supported (see `supported`); `not_found`: no such route or resource.
             * @example unknown_hs
             * @enum {string}
             */
            error: "not_found" | "unknown_hs" | "unsupported_destination";
            /**
             * @description What went wrong, for a human.
             * @example HS code 610999 is not a subheading of HS 2022
             */
            message: string;
            /**
             * @description With `unsupported_destination`: the supported destination codes.
             * @example [
             *       "US",
             *       "CN",
             *       "EU",
             *       "UK",
             *       "JP",
             *       "KR",
             *       "CA",
             *       "AU",
             *       "IN",
             *       "MX",
             *       "BR",
             *       "SG",
             *       "CH"
             *     ]
             */
            supported?: string[];
            /**
             * @description Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        PayloadTooLargeError: {
            /**
             * @example payload_too_large
             * @enum {string}
             */
            error: "payload_too_large";
            /**
             * @description What went wrong, for a human.
             * @example Request body exceeds 102400 bytes
             */
            message: string;
            /**
             * @description The largest body accepted, in bytes.
             * @example 102400
             */
            limitBytes: number;
            /**
             * @description Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        UnsupportedMediaTypeError: {
            /**
             * @example unsupported_media_type
             * @enum {string}
             */
            error: "unsupported_media_type";
            /**
             * @description What went wrong, for a human.
             * @example Send the body as application/json
             */
            message: string;
            /**
             * @description Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        RateLimitedError: {
            /**
             * @example rate_limited
             * @enum {string}
             */
            error: "rate_limited";
            /**
             * @description What went wrong, for a human.
             * @example Rate limit of 120 requests per minute exceeded for this API key
             */
            message: string;
            /**
             * @description Seconds to wait before retrying (also the `retry-after` header).
             * @example 42
             */
            retry_after: number;
            /**
             * Format: date-time
             * @description When the current one-minute window ends (ISO 8601 UTC).
             * @example 2026-11-21T15:04:00.000Z
             */
            reset_at: string;
            /**
             * @description Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        InternalError: {
            /**
             * @example internal_error
             * @enum {string}
             */
            error: "internal_error";
            /**
             * @description What went wrong, for a human.
             * @example Unexpected error; it has been logged
             */
            message: string;
            /**
             * @description Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        NotImplementedError: {
            /**
             * @example not_implemented
             * @enum {string}
             */
            error: "not_implemented";
            /**
             * @description What went wrong, for a human.
             * @example This engine is not available yet
             */
            message: string;
            /**
             * @description Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        /**
         * @example {
         *       "query": "cotton t-shirt for men",
         *       "destination": "US"
         *     }
         */
        ClassifyRequest: {
            /**
             * @description Free-text product description in any language, 1 to 2,000 characters after trimming; outside that range the answer is 400 invalid_request. Non-English text is translated offline first (see `detectedLanguage` and `englishText` in the answer).
             * @example cotton t-shirt for men
             */
            query: string;
            /**
             * @description Destination market: one of US, CN, EU, UK, JP, KR, CA, AU, IN, MX, BR, SG, CH (case-insensitive; `GB` is accepted for `UK`). Any other two-letter code is `404 unsupported_destination`.
             * @example US
             */
            destination: string;
            /**
             * @description How many ranked candidates to return, 1 to 10; default 5.
             * @example 5
             */
            candidates?: number;
        };
        LandedCostResponse: {
            /** @description Totals in USD, each the sum of its lines. */
            totals: {
                /**
                 * @description Customs value on the destination’s basis (FOB: US, CA, AU; CIF: the others) (USD, rounded to cents).
                 * @example 1110
                 */
                customsValueUsd: number;
                /**
                 * @description Base duty plus additional duties (USD, rounded to cents).
                 * @example 133.2
                 */
                dutyUsd: number;
                /**
                 * @description Fees and surcharges (US MPF/HMF, MX DTA, IN SWS, BR AFRMM) (USD, rounded to cents).
                 * @example 0
                 */
                feesUsd: number;
                /**
                 * @description Import VAT/GST (BR: ICMS) (USD, rounded to cents).
                 * @example 248.64
                 */
                vatUsd: number;
                /**
                 * @description Other import taxes (BR IPI, PIS, COFINS) (USD, rounded to cents).
                 * @example 0
                 */
                otherTaxesUsd: number;
                /**
                 * @description Goods + freight + insurance + duties + fees + taxes; equal to the sum of `breakdown.lines` to the cent (USD, rounded to cents).
                 * @example 1491.84
                 */
                landedCostUsd: number;
            };
            /** @description Rates and the line-by-line computation. */
            breakdown: {
                /**
                 * @description MFN rate of the line as a fraction (column 2 rate for US column 2 origins); null when specific or compound (see `tariff.mfnText`).
                 * @example 0.12
                 */
                mfnRate: number | null;
                /**
                 * @description Best preferential rate open to the origin, whether or not lower than MFN; null when none.
                 * @example null
                 */
                ftaRate: number | null;
                /**
                 * @description Import VAT/GST rate applied; null when it could not be determined.
                 * @example 0.2
                 */
                vatRate: number | null;
                /**
                 * @description Agreement whose preferential rate was used (proof of origin assumed, see `assumptions`); null when MFN was used.
                 * @example null
                 */
                agreement: string | null;
                /** @description Every component in order: goods, transport, duties, fees, taxes. */
                lines: components["schemas"]["LandedCostLine"][];
            };
            /** @description The tariff data used and where it comes from. */
            tariff: {
                /**
                 * @description HS 2022 subheading used.
                 * @example 610910
                 */
                hs: string;
                /**
                 * @description National tariff line used, when there is one.
                 * @example null
                 */
                nationalLine: string | null;
                /**
                 * @description MFN rate of the HS6 entry (the highest line rate when lines differ); null when not ad valorem.
                 * @example 0.12
                 */
                mfn: number | null;
                /**
                 * @description MFN rate as printed by the source.
                 * @example 12%
                 */
                mfnText: string | null;
                /**
                 * @description How much of the destination tariff the dataset holds for this code.
                 * @example available
                 * @enum {string}
                 */
                coverage: "available" | "partial" | "rule" | "no_data";
                /**
                 * @description Official publisher of the tariff.
                 * @example https://www.trade-tariff.service.gov.uk/
                 */
                sourceUrl: string;
                /**
                 * @description Edition date of the source (ISO 8601 UTC).
                 * @example 2021-01-01T00:00:00Z
                 */
                verifiedAt: string;
                /**
                 * @description Edition of the source.
                 * @example UK Global Tariff 2021-01-01
                 */
                edition: string;
            };
            /** @description How the customs value was derived from the price. */
            valuation: {
                /**
                 * @description Customs value basis of the destination.
                 * @example CIF
                 * @enum {string}
                 */
                basis: "FOB" | "CIF";
                /**
                 * @description Incoterm the price was read under.
                 * @example FOB
                 * @enum {string}
                 */
                incoterm: "EXW" | "FCA" | "FAS" | "FOB" | "CFR" | "CIF" | "CPT" | "CIP" | "DAP" | "DPU" | "DDP";
                /**
                 * @description Legal basis of the valuation.
                 * @example HMRC Notice 252
                 */
                legalSource: string;
            };
            /** @description Low-value relief of the destination and whether it applied. */
            deMinimis: {
                /**
                 * @description True when a low-value relief waived some lines (their formulas say so).
                 * @example false
                 */
                applied: boolean;
                /**
                 * @description The destination’s threshold; null where there is none.
                 * @example GBP 135 (duty)
                 */
                threshold: string | null;
                /**
                 * @description What the relief is and its dates.
                 * @example Customs duty relief up to GBP 135 per consignment.
                 */
                note: string;
            };
            /**
             * @description Exchange rates used for local-currency thresholds, specific duties and local rounding; null when none was needed or none was given (then `warnings` say what was not checked).
             * @example null
             */
            fx: {
                /** @description Each rate the computation used, with its date and source. */
                rates: components["schemas"]["FxRate"][];
            } | null;
            /**
             * @description Date whose measures were applied.
             * @example 2026-11-21
             */
            quoteDate: string;
            /**
             * @description What was assumed for missing inputs (incoterm, insurance, proof of origin, transport mode …).
             * @example [
             *       "incoterm not given: FOB assumed (the declared value excludes freight and insurance)."
             *     ]
             */
            assumptions: string[];
            /**
             * @description What may make the figure wrong: rates that vary by line, measures not computed, thresholds not checked.
             * @example []
             */
            warnings: string[];
        };
        LandedCostLine: {
            /**
             * @description Stable id: goods, freight, insurance, inland_transport, duty, us_section_301, us_section_232, us_section_122, cn_us_countermeasure, us_mpf, us_hmf, mx_dta, in_sws, br_afrmm, vat, br_ipi, br_pis, br_cofins.
             * @example duty
             */
            id: string;
            /**
             * @description What the line is; totals add them up by kind.
             * @example duty
             * @enum {string}
             */
            kind: "goods" | "freight" | "insurance" | "inland_transport" | "duty" | "additional_duty" | "fee" | "tax";
            /**
             * @description Human label.
             * @example Import duty (MFN rate, HS 610910)
             */
            label: string;
            /**
             * @description Amount the rate is applied to (USD); null for goods and transport lines.
             * @example 1110
             */
            baseUsd: number | null;
            /**
             * @description Ad valorem rate as a fraction; null when the line has none (specific duty, goods).
             * @example 0.12
             */
            rate: number | null;
            /**
             * @description The rate as the source or rule prints it.
             * @example 12%
             */
            rateText: string | null;
            /**
             * @description Amount of the line (USD, rounded to cents).
             * @example 133.2
             */
            amountUsd: number;
            /**
             * @description How the amount was computed, with the numbers.
             * @example 1,110.00 × 12 %
             */
            formula: string;
            /**
             * @description Legal basis or data source of the line.
             * @example Customs tariff of the United Kingdom, UK Global Tariff 2021
             */
            legalSource: string;
            /**
             * @description Where the rule or rate is published.
             * @example https://www.trade-tariff.service.gov.uk/
             */
            sourceUrl?: string;
            /**
             * @description First day the measure applies (ISO date), where it is dated.
             * @example 2019-09-01
             */
            effectiveFrom?: string;
            /**
             * @description Day the measure stops applying (exclusive, ISO date), where it has an end.
             * @example 2026-07-24
             */
            effectiveTo?: string;
            /**
             * @description False when part of the line could not be computed (e.g. a specific duty without `weightKg`): the amount is then a lower bound.
             * @example true
             */
            complete: boolean;
        };
        FxRate: {
            /**
             * @description ISO 4217 code.
             * @example EUR
             */
            currency: string;
            /**
             * @description Units of `currency` per 1 USD.
             * @example 0.92
             */
            perUsd: number;
            /**
             * @description Date of the rate (ISO date).
             * @example 2026-11-18
             */
            date: string;
            /**
             * @description Publisher of the rate.
             * @example ECB
             */
            source: string;
            /**
             * @description Where the rate came from: the request’s `fxRates` or the dataset’s table.
             * @example request
             * @enum {string}
             */
            from: "request" | "dataset";
        };
        TariffUnavailableError: {
            /**
             * @example tariff_unavailable
             * @enum {string}
             */
            error: "tariff_unavailable";
            /**
             * @description What is missing, for a human.
             * @example No IN import duty rate for 610910 in the dataset: coverage is 'no_data'. No rate is assumed.
             */
            message: string;
            /**
             * @description Coverage status of the destination for this code.
             * @example no_data
             * @enum {string}
             */
            coverage: "available" | "partial" | "rule" | "no_data";
            /** @example IN */
            destination: string;
            /**
             * @description HS 2022 subheading asked for.
             * @example 610910
             */
            hs: string;
            /**
             * @description Edition of the destination data, when any is loaded.
             * @example
             */
            edition?: string;
            /**
             * @description Publisher of the destination tariff.
             * @example
             */
            sourceUrl?: string;
            /**
             * @description Id of this request, also sent as the `x-request-id` header.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        LandedCostRequest: {
            /**
             * @description HS code, 6 to 10 digits (dots and spaces allowed). A national code (8-10 digits) selects that tariff line; with 6 digits the highest national line rate is used and a warning says the rate varies.
             * @example 610910
             */
            hs: string;
            /**
             * @description Destination market: one of US, CN, EU, UK, JP, KR, CA, AU, IN, MX, BR, SG, CH (case-insensitive; `GB` is accepted for `UK`). Any other two-letter code is `404 unsupported_destination`.
             * @example US
             */
            destination: string;
            /**
             * @description Country of origin, any ISO 3166-1 alpha-2 code (case-insensitive; UK is accepted for GB). An origin inside the destination customs territory (e.g. DE for EU) is 400.
             * @example CN
             */
            origin: string;
            /**
             * @description Invoice price of the goods under `incoterm`: USD, finite, 0 to 10,000,000,000.
             * @example 1000
             */
            declaredValueUsd: number;
            /**
             * @description Main international freight (whether or not the price includes it, see `incoterm`): USD, finite, 0 to 10,000,000,000.
             * @example 100
             */
            freightUsd: number;
            /**
             * @description Insurance. When absent: 0, or the destination’s legal default (India: 1.125 % of FOB), stated in `assumptions`: USD, finite, 0 to 10,000,000,000.
             * @example 10
             */
            insuranceUsd?: number;
            /**
             * @description Incoterms 2020 rule of the declared price, one of EXW, FCA, FAS, FOB, CFR, CIF, CPT, CIP, DAP, DPU, DDP (case-insensitive, normalised to upper case; anything else is 400 listing them); default FOB (stated in `assumptions`). C and D terms: the freight, insurance and transport the price includes are taken out of it; DDP: the goods value is back-solved so the lines add up to the price.
             * @example FOB
             */
            incoterm?: string;
            /**
             * @description Quantity in `unit`, for specific duties per item, pair, litre … (0 to 1,000,000,000).
             * @example 120
             */
            quantity?: number;
            /**
             * @description Unit of `quantity`: item (default), pair, dozen, l, hl, m2 …
             * @example item
             */
            unit?: string;
            /**
             * @description Gross weight in kg, for duties per kg (and Swiss duties per 100 kg gross). When a duty needs it and it is missing, the duty is a lower bound and a warning says so.
             * @example 25
             */
            weightKg?: number;
            /**
             * @description Mode of transport: US HMF is for ocean only (ocean is assumed when absent, for the US); postal and courier thresholds depend on it.
             * @example ocean
             * @enum {string}
             */
            transportMode?: "ocean" | "air" | "road" | "rail" | "postal" | "courier";
            /**
             * @description Tax region: the EU member state of import (ISO alpha-2; default DE, stated in `assumptions`), a Canadian province, a Brazilian state.
             * @example DE
             */
            region?: string;
            /**
             * @description Transport after the border to the named place, included in a CPT/CIP/DAP/DPU/DDP price (out of the customs value, into the VAT base where the law says so): USD, finite, 0 to 10,000,000,000.
             * @example 0
             */
            destinationTransportUsd?: number;
            /**
             * Format: date
             * @description Date whose measures apply (YYYY-MM-DD; default today, UTC): dated additional duties, fee tables, VAT rates, de minimis.
             * @example 2026-11-21
             */
            quoteDate?: string;
            /**
             * @description Official customs exchange rates the importer must use, as units per 1 USD with their date and publisher (at most 32, one per currency). The service has no official rate table, so it never converts on its own: these rates are used for local-currency de minimis thresholds (GBP 135, EUR 150, JPY 10,000, AUD 1,000 …), specific duties stated in EUR, GBP, JPY, KRW, CHF …, and local rounding (JP JPY 1,000 / 100 truncation, IN nearest rupee). Which rate the law requires differs by country (EU: ECB rate of the penultimate Wednesday of the previous month; UK: HMRC monthly rate; JP: weekly customs rate; US: FRBNY rate on the date of exportation; IN: CBIC-notified rate). Without a needed rate that step is skipped and `warnings` say so. The rates used are echoed in `fx`.
             * @example [
             *       {
             *         "currency": "GBP",
             *         "perUsd": 0.76,
             *         "date": "2026-11-01",
             *         "source": "HMRC monthly exchange rates"
             *       }
             *     ]
             */
            fxRates?: components["schemas"]["FxRateInput"][];
            /**
             * @description US only. Section 232 duties (steel, aluminum, copper, vehicles and parts, timber and wood products, semiconductors …) cover products listed in annexes that the dataset does not map to tariff lines, so the importer declares the chapter 99 heading. Its rate is read from the HTS edition in the dataset: "+ x %" is added to the line duty; a bare rate such as "15%" is a total that replaces the line duty (the line shows what it adds); "No change" adds nothing. Only vehicles of heading 8702 (HTS 9903.74.02 names the heading) are charged without a declaration. Declared Section 232 goods pay no Section 122 surcharge (9903.03.06).
             * @example {
             *       "heading": "9903.82.02",
             *       "contentValueUsd": 400
             *     }
             */
            section232?: {
                /**
                 * @description HTS chapter 99 heading of the Section 232 measure the goods are entered under (9903.74, .76, .79, .82, .85, .94 …), as on the entry.
                 * @example 9903.82.02
                 */
                heading: string;
                /**
                 * @description Value the Section 232 duty applies to when it is not the whole value: the steel, aluminum or copper content of a derivative article, or the non-U.S. content where the heading says so. USD, finite, 0 to 10,000,000,000.
                 * @example 400
                 */
                contentValueUsd?: number;
            };
        };
        FxRateInput: {
            /**
             * @description ISO 4217 code of a current currency (case-insensitive), not USD.
             * @example EUR
             */
            currency: string;
            /**
             * @description Units of `currency` per 1 USD: finite, above 0, at most 1,000,000,000.
             * @example 0.92
             */
            perUsd: number;
            /**
             * Format: date
             * @description Date of the rate (YYYY-MM-DD), as published.
             * @example 2026-11-18
             */
            date: string;
            /**
             * @description Publisher of the rate, echoed in the response (e.g. ECB, HMRC monthly rates, Japan Customs weekly rate, CBIC notification).
             * @example ECB
             */
            source?: string;
        };
        TariffRecord: {
            hs: {
                /**
                 * @description HS 2022 subheading (6 digits).
                 * @example 610910
                 */
                code: string;
                /**
                 * @description HS 2022 title.
                 * @example T-shirts, singlets and other vests; of cotton, knitted or crocheted
                 */
                title: string;
            };
            country: {
                /**
                 * @description Destination code.
                 * @example US
                 */
                code: string;
                /**
                 * @description Destination name.
                 * @example United States
                 */
                name: string;
            };
            tariff: {
                /**
                 * @description Applied MFN duty as a fraction. When the national lines under the HS6 differ, this is the HIGHEST line rate and `mfnRange` gives the spread; the lines themselves are in `lines`. Null when there is no data or the duty is not ad valorem (see `mfnRate`).
                 * @example 0.165
                 */
                mfn: number | null;
                /** @description Present when the national lines have different ad valorem MFN rates; null otherwise. */
                mfnRange: {
                    /**
                     * @description Lowest ad valorem MFN across the lines.
                     * @example 0.074
                     */
                    min: number;
                    /**
                     * @description Highest ad valorem MFN across the lines.
                     * @example 0.109
                     */
                    max: number;
                } | null;
                mfnRate: components["schemas"]["Rate"];
                /**
                 * @description Best (lowest) ad valorem preferential rate: open to `origin` when given, else the lowest preference of any agreement. Null when no preference applies or is known.
                 * @example 0
                 */
                fta: number | null;
                /**
                 * @description Agreements that give the `fta` rate.
                 * @example [
                 *       "USMCA"
                 *     ]
                 */
                ftaAgreements: string[];
                /**
                 * @description Import VAT/GST rate as a fraction; null when it needs more input (EU member state) or is unknown.
                 * @example 0
                 */
                vat: number | null;
                /**
                 * @description `available`: the schedule has a rate for this code; `partial`: the source is partial, outdated or its HS 2017 code maps to several HS 2022 codes (see `flags`); `rule`: the rate comes from a rule in code (SG non-dutiable goods, CH industrial goods); `no_data`: no rate (never guessed).
                 * @example available
                 * @enum {string}
                 */
                status: "available" | "partial" | "rule" | "no_data";
                /**
                 * Format: uri
                 * @description Official publisher of this destination’s tariff.
                 * @example https://hts.usitc.gov/
                 */
                sourceUrl: string;
                /**
                 * Format: date-time
                 * @description Edition date of the source (ISO 8601 UTC); null when no schedule is loaded.
                 * @example 2026-06-08T00:00:00.000Z
                 */
                verifiedAt: string | null;
                /**
                 * @description Edition of the source.
                 * @example HTS 2026 Revision 10 (effective 2026-06-08)
                 */
                edition: string;
            };
            /**
             * @description The `origin` query parameter as used, or null.
             * @example MX
             */
            origin: string | null;
            /** @description National tariff lines under this HS6 (narrowed when a longer code is requested). */
            lines: components["schemas"]["NationalLine"][];
            /** @description Preferences at HS6 level: per agreement the highest of its line rates (conservative, like `mfn`). */
            preferential: components["schemas"]["Preference"][];
            /** @description The 12 other destinations, each with its coverage status. */
            other_countries: {
                /**
                 * @description Destination code.
                 * @example EU
                 */
                country: string;
                /**
                 * @description Destination name.
                 * @example European Union
                 */
                name: string;
                /**
                 * @description MFN of this HS6 in that destination (highest line rate); null without data or when not ad valorem.
                 * @example 0.12
                 */
                mfn: number | null;
                /**
                 * @description `available`: the schedule has a rate for this code; `partial`: the source is partial, outdated or its HS 2017 code maps to several HS 2022 codes (see `flags`); `rule`: the rate comes from a rule in code (SG non-dutiable goods, CH industrial goods); `no_data`: no rate (never guessed).
                 * @example available
                 * @enum {string}
                 */
                status: "available" | "partial" | "rule" | "no_data";
            }[];
            /**
             * @description Caveats on this entry, e.g. `hs2017_split`, `outdated_2018`, `anti_dumping_possible`, `mixed_rate_forms`.
             * @example []
             */
            flags: string[];
            /**
             * @description Notes for this answer, e.g. why there is no data.
             * @example []
             */
            notes: string[];
        };
        /** @description The MFN as printed and parsed (specific and compound duties are only here). */
        Rate: {
            /**
             * @description The rate as a fraction when it is purely ad valorem (free = 0); null for specific, compound or conditional duties (see `text` and `expr`).
             * @example 0.165
             */
            rate: number | null;
            /**
             * @description The rate exactly as the official source prints it.
             * @example 16.5%
             */
            text: string;
            expr: components["schemas"]["RateExpr"];
        } | null;
        /**
         * @description The parsed rate; null only if the parser could not read the text.
         * @example {
         *       "type": "compound",
         *       "terms": [
         *         {
         *           "type": "specific",
         *           "amount": 0.044,
         *           "currency": "USD",
         *           "per": 1,
         *           "unit": "kg"
         *         },
         *         {
         *           "type": "ad_valorem",
         *           "rate": 0.1
         *         }
         *       ]
         *     }
         */
        RateExpr: ({
            /**
             * @description Kind of duty: `ad_valorem` {rate, on?}; `specific` {amount, currency, per, unit, on?}; `compound` {terms} (sum); `max`/`min` {of} (the higher/lower); `conditional` {cases: [{condition, expr}]} (by season, quota or sub-item); `variable` {component} (an amount the source names but does not state, e.g. the EU agricultural component).
             * @example compound
             * @enum {string}
             */
            type: "free" | "ad_valorem" | "specific" | "compound" | "max" | "min" | "conditional" | "variable";
        } & {
            [key: string]: unknown;
        }) | null;
        NationalLine: {
            /**
             * @description National tariff line, digits (US HTS 10, JP 9, UK 8/10 in HS 2017, KR 10, CN/AU/MX 8).
             * @example 6109100012
             */
            code: string;
            /**
             * @description English title (for JP, CN, MX, BR the HS 2022 subheading title; see `localTitle`).
             * @example Of cotton: Men's or boys': Thermal undershirts (352): Men's (338)
             */
            title: string;
            /**
             * @description Title in the source language (Japanese, Korean, Chinese, Spanish, Portuguese), or null.
             * @example null
             */
            localTitle: string | null;
            mfn: components["schemas"]["Rate"] & unknown;
            /** @description Preferential rates of this line, one per agreement. */
            preferential: components["schemas"]["Preference"][];
            /**
             * @description Units of quantity as the source prints them.
             * @example [
             *       "doz.",
             *       "kg"
             *     ]
             */
            units: string[];
            /**
             * @description Other named rate columns: US `column2` and unilateral programmes `special:<code>`; JP `general`, `temporary`, `wto`, `gsp`; KR `basic`, `wto`; CN `mfn`, `general`, `provisional`; UK `eu_cet_2020`; BR `ipi` (the IPI excise, not a duty).
             * @example {
             *       "column2": {
             *         "rate": 0.9,
             *         "text": "90%",
             *         "expr": {
             *           "type": "ad_valorem",
             *           "rate": 0.9
             *         }
             *       }
             *     }
             */
            otherRates: {
                [key: string]: components["schemas"]["Rate"];
            };
            /**
             * @description Source footnotes, e.g. US chapter 99 references.
             * @example [
             *       "See 9903.88.15."
             *     ]
             */
            notes: string[];
        };
        Preference: components["schemas"]["Rate"] & {
            /**
             * @description Trade agreement or programme.
             * @example USMCA
             */
            agreement: string;
            /**
             * @description ISO 3166-1 alpha-2 codes of the origins that may claim it (EU member states listed one by one; GB for the UK).
             * @example [
             *       "CA",
             *       "MX"
             *     ]
             */
            partners: string[];
        };
        CoverageReport: {
            /**
             * @description HS 2022 subheadings in the label space.
             * @example 5613
             */
            hs6Total: number;
            /**
             * Format: date-time
             * @description When the compiled dataset was built.
             * @example 2026-11-21T15:06:00.000Z
             */
            builtAt: string;
            /** @description One entry per destination, all 13. */
            countries: components["schemas"]["CountryCoverage"][];
        };
        CountryCoverage: {
            /**
             * @description Destination code.
             * @example JP
             */
            country: string;
            /**
             * @description Destination name.
             * @example Japan
             */
            name: string;
            /**
             * @description Edition of the source (or the rule in code, or "no schedule available").
             * @example Japan Customs applied tariff schedule (実行関税率表) 2026-07-09
             */
            edition: string;
            /**
             * Format: uri
             * @description Official publisher of the tariff (or of the rule).
             * @example https://www.customs.go.jp/english/tariff/
             */
            sourceUrl: string;
            /**
             * Format: date-time
             * @description Edition date (ISO 8601 UTC); null when no schedule is loaded.
             * @example 2026-07-09T00:00:00.000Z
             */
            verifiedAt: string | null;
            /**
             * @description National tariff lines in the dataset.
             * @example 9653
             */
            nationalLines: number;
            /**
             * @description HS 2022 subheadings (of `hs6Total`) with an MFN rate of any form.
             * @example 5610
             */
            hs6WithMfn: number;
            /**
             * @description Subheadings whose MFN is ad valorem (served as a fraction in `tariff.mfn`).
             * @example 5560
             */
            hs6WithAdValoremMfn: number;
            /**
             * @description MFN rates (per national line, or per HS6 without lines) that are specific, compound, alternative or conditional.
             * @example 688
             */
            specificOrCompoundRates: number;
            /** @description Subheadings per coverage status; they add up to `hs6Total`. */
            statuses: {
                /**
                 * @description Subheadings with a rate from the schedule.
                 * @example 5610
                 */
                available: number;
                /**
                 * @description Subheadings with partial, outdated or HS 2017-split data.
                 * @example 0
                 */
                partial: number;
                /**
                 * @description Subheadings whose rate comes from a rule in code.
                 * @example 0
                 */
                rule: number;
                /**
                 * @description Subheadings without a rate.
                 * @example 3
                 */
                no_data: number;
            };
            /** @description Agreements with preferential rates in the dataset. */
            agreements: {
                /**
                 * @description Agreement or programme.
                 * @example CPTPP
                 */
                agreement: string;
                /**
                 * @description Origins that may claim it (ISO alpha-2).
                 * @example [
                 *       "AU",
                 *       "CA",
                 *       "GB"
                 *     ]
                 */
                partners: string[];
                /**
                 * @description Subheadings with a rate under it.
                 * @example 5610
                 */
                hs6: number;
            }[];
            /**
             * @description Caveats of the source (partial chapters, rules, licences).
             * @example [
             *       "Applied MFN = temporary rate where present …"
             *     ]
             */
            notes: string[];
        };
        /**
         * @example {
         *       "en": "pure cotton short-sleeved T-shirt for men",
         *       "zh": "纯棉男士短袖T恤",
         *       "detectedLanguage": "zh",
         *       "provider": "embedded",
         *       "coverage": 1,
         *       "warnings": []
         *     }
         */
        TranslateResponse: {
            /**
             * @description English text. When the input is English this is the input, whitespace-normalised (NFKC, single spaces).
             * @example pure cotton short-sleeved T-shirt for men
             */
            en: string;
            /**
             * @description Simplified Chinese text. When the input is Chinese this is the input converted to Simplified characters (OpenCC).
             * @example 纯棉男士短袖T恤
             */
            zh: string;
            /**
             * @description ISO 639-1 code of the detected source language, or `und` when it could not be told. The embedded translator covers en, zh, es, fr, de, it, pt, nl, ja, ko, ru, vi, tr, pl, ar; any other language gets a best-effort answer (unknown words passed through) and a `language_unsupported` warning.
             * @example zh
             */
            detectedLanguage: string;
            /**
             * @description `embedded`: the offline translator (authored product glossary; Chinese through jieba segmentation and the CC-CEDICT dictionary, CC BY-SA 4.0, © MDBG and CC-CEDICT contributors, https://cc-cedict.org/wiki/). `openai-compatible`: the optional language-model provider configured on the server; on any provider failure the embedded answer is returned with a `provider_failed` warning.
             * @example embedded
             * @enum {string}
             */
            provider: "embedded" | "openai-compatible";
            /**
             * @description Share (0 to 1) of the content words the translator recognised, so a full translation can be told from a partial one. Numbers, units, model numbers and brand names pass through untouched and are not counted; 1 when the text has none. Always 1 for the provider.
             * @example 1
             */
            coverage: number;
            /**
             * @description Machine-readable prefix, then an explanation: `language_unsupported`, `language_unrecognised`, `partial_translation` (lists the words passed through), `converted_traditional`, `provider_failed`, `dictionary_unavailable`.
             * @example []
             */
            warnings: string[];
        };
        /**
         * @example {
         *       "text": "纯棉男士短袖T恤"
         *     }
         */
        TranslateRequest: {
            /**
             * @description Product text in any language, 1 to 5,000 characters after trimming (UTF-16 code units); outside that range the answer is 400 invalid_request. A language the glossary does not cover is not an error: the answer is a best effort with a warning.
             * @example 纯棉男士短袖T恤
             */
            text: string;
        };
        Health: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok";
            /**
             * @description Whether the compiled tariff dataset is loaded.
             * @example true
             */
            dataset: boolean;
        };
        MethodNotAllowedError: {
            /**
             * @example method_not_allowed
             * @enum {string}
             */
            error: "method_not_allowed";
            /**
             * @description What went wrong, for a human.
             * @example GET is not allowed on /api/classify; allowed: POST
             */
            message: string;
            /**
             * @description Methods this path accepts (also in the `Allow` header).
             * @example [
             *       "POST"
             *     ]
             */
            allowed: string[];
            /**
             * @description Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        AuthResponse: {
            user: components["schemas"]["User"];
            session: components["schemas"]["SessionInfo"];
        };
        User: {
            /**
             * @description User id.
             * @example usr_2NEpo7TZRRrLZSi2U
             */
            id: string;
            /**
             * @description Normalised (trimmed, lower-case) email address.
             * @example ada@example.com
             */
            email: string;
            /**
             * Format: date-time
             * @description When the account was created (ISO 8601 UTC).
             * @example 2026-11-21T15:04:05.123Z
             */
            createdAt: string;
        };
        SessionInfo: {
            /**
             * Format: date-time
             * @description When this session started (ISO 8601 UTC).
             * @example 2026-11-21T15:04:05.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When the session ends if it is not used before then: 24 hours after its last use (idle expiry).
             * @example 2026-11-22T15:04:05.123Z
             */
            idleExpiresAt: string;
            /**
             * Format: date-time
             * @description When the session ends however much it is used: 7 days after it started (absolute expiry).
             * @example 2026-11-28T15:04:05.123Z
             */
            absoluteExpiresAt: string;
        };
        ConflictError: {
            /**
             * @description The resource already exists, e.g. an account with this email.
             * @example conflict
             * @enum {string}
             */
            error: "conflict";
            /**
             * @description What went wrong, for a human.
             * @example An account with this email already exists; sign in instead.
             */
            message: string;
            /**
             * @description Id of this request, also sent as the `x-request-id` header; quote it when reporting a problem.
             * @example req_5Hq8PzRk2vWnT3aYb
             */
            requestId: string;
        };
        Credentials: {
            /**
             * Format: email
             * @description Email address; trimmed and lower-cased before it is stored or compared, so `Ada@Example.com ` and `ada@example.com` are the same account.
             * @example ada@example.com
             */
            email: string;
            /**
             * @description Password, 10 to 256 characters. Stored only as an argon2id hash.
             * @example correct horse battery
             */
            password: string;
        };
        LoginRequest: components["schemas"]["Credentials"] & {
            /**
             * @description The password given at sign-up.
             * @example correct horse battery
             */
            password?: string;
        };
        ApiKeyList: {
            /** @description The user's keys, newest first, revoked ones included. */
            keys: components["schemas"]["ApiKey"][];
        };
        ApiKey: {
            /**
             * @description Key id, used to revoke it.
             * @example key_2NEpo7TZRRrLZSi2U
             */
            id: string;
            /**
             * @description Name given at creation.
             * @example my laptop
             */
            name: string;
            /**
             * @description First characters of the key, to recognise it; the key itself is never shown again.
             * @example tis_3xK9a
             */
            start: string;
            /**
             * Format: date-time
             * @description When the key was created (ISO 8601 UTC).
             * @example 2026-11-21T15:04:05.123Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description Last successful authentication with the key (ISO 8601 UTC), null if never used. Written at most every few seconds.
             * @example 2026-11-21T16:00:00.000Z
             */
            lastUsedAt: string | null;
            /**
             * Format: date-time
             * @description When the key was revoked (ISO 8601 UTC); null while it is active.
             * @example null
             */
            revokedAt: string | null;
        };
        CreatedApiKey: components["schemas"]["ApiKey"] & {
            /**
             * @description The full API key: `tis_` and 44 base58 characters. Shown only in this response; only its SHA-256 hash is stored.
             * @example tis_3xK9aVb7QmN2pR8sT4uW6yZ1cD5eF9gH2jK4mL6nP8q
             */
            key: string;
        };
        CreateApiKeyRequest: {
            /**
             * @description A name to recognise the key by, 1 to 64 characters after trimming.
             * @example my laptop
             */
            name: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    classify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClassifyRequest"];
            };
        };
        responses: {
            /** @description The classification. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key or user on this endpoint. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClassifyResponse"];
                };
            };
            /** @description Malformed JSON or invalid fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or revoked API key, and no signed-in session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Unknown HS code, unsupported destination, or no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The body is larger than the documented limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Per-minute rate limit exceeded for this key or user. */
            429: {
                headers: {
                    /** @description Seconds until the window resets. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description The engine behind this operation is not available yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotImplementedError"];
                };
            };
        };
    };
    landedCost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LandedCostRequest"];
            };
        };
        responses: {
            /** @description The landed cost. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key or user on this endpoint. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandedCostResponse"];
                };
            };
            /** @description Malformed JSON or invalid fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or revoked API key, and no signed-in session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Unknown HS code, unsupported destination, or no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description The body is larger than the documented limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description The destination has no duty rate for this code in the dataset (`coverage` says how much it has), or the line cannot be imported. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TariffUnavailableError"];
                };
            };
            /** @description Per-minute rate limit exceeded for this key or user. */
            429: {
                headers: {
                    /** @description Seconds until the window resets. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description The engine behind this operation is not available yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotImplementedError"];
                };
            };
        };
    };
    getTariff: {
        parameters: {
            query?: {
                /** @description ISO 3166-1 alpha-2 origin country (`UK` and `EU` accepted); sets `tariff.fta` to the best preference open to goods of that origin. Without it `tariff.fta` is the lowest preference of any agreement. */
                origin?: string;
            };
            header?: never;
            path: {
                /** @description Destination market: one of US, CN, EU, UK, JP, KR, CA, AU, IN, MX, BR, SG, CH (case-insensitive; `GB` is accepted for `UK`). Any other two-letter code is `404 unsupported_destination`. */
                country: string;
                /** @description HS code: 6 to 10 digits, dots and spaces allowed (`6109.10`, `6109 10 00`, `6109100012`). */
                hs: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tariff record. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key or user on this endpoint. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TariffRecord"];
                };
            };
            /** @description Malformed JSON or invalid fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or revoked API key, and no signed-in session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Unknown HS code, unsupported destination, or no such resource. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Per-minute rate limit exceeded for this key or user. */
            429: {
                headers: {
                    /** @description Seconds until the window resets. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description The engine behind this operation is not available yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotImplementedError"];
                };
            };
        };
    };
    getCoverage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coverage report. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key or user on this endpoint. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageReport"];
                };
            };
            /** @description Missing, invalid or revoked API key, and no signed-in session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Per-minute rate limit exceeded for this key or user. */
            429: {
                headers: {
                    /** @description Seconds until the window resets. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
            /** @description The engine behind this operation is not available yet. */
            501: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotImplementedError"];
                };
            };
        };
    };
    translate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TranslateRequest"];
            };
        };
        responses: {
            /** @description The translations. */
            200: {
                headers: {
                    /** @description Requests allowed per minute for this key or user on this endpoint. */
                    "RateLimit-Limit"?: number;
                    /** @description Requests left in the current window. */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the current window ends. */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TranslateResponse"];
                };
            };
            /** @description Malformed JSON or invalid fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description Missing, invalid or revoked API key, and no signed-in session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The body is larger than the documented limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Per-minute rate limit exceeded for this key or user. */
            429: {
                headers: {
                    /** @description Seconds until the window resets. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The path exists but not with this method. */
            405: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MethodNotAllowedError"];
                };
            };
        };
    };
    signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Credentials"];
            };
        };
        responses: {
            /** @description The account was created and the session cookie set. */
            201: {
                headers: {
                    /** @description The session cookie `tis_session`: a 256-bit random token, `HttpOnly; SameSite=Lax; Path=/` (and `Secure` when the service is configured for HTTPS). It ends after 24 hours without use (idle expiry) and 7 days after sign-in at the latest (absolute expiry). */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description Malformed JSON or invalid fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The request is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description An account with this email already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictError"];
                };
            };
            /** @description The body is larger than the documented limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Per-minute rate limit exceeded for this key or user. */
            429: {
                headers: {
                    /** @description Seconds until the window resets. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in; a new session cookie is set. */
            200: {
                headers: {
                    /** @description The session cookie `tis_session`: a 256-bit random token, `HttpOnly; SameSite=Lax; Path=/` (and `Secure` when the service is configured for HTTPS). It ends after 24 hours without use (idle expiry) and 7 days after sign-in at the latest (absolute expiry). */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description Malformed JSON or invalid fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description The email or the password is wrong (the same answer for both). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The body is larger than the documented limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Per-minute rate limit exceeded for this key or user. */
            429: {
                headers: {
                    /** @description Seconds until the window resets. */
                    "retry-after"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateLimitedError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the cookie is cleared. */
            204: {
                headers: {
                    /** @description Clears `tis_session` (`Max-Age=0`). */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user and the session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description No valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description No valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The new key, shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Malformed JSON or invalid fields. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadRequestError"];
                };
            };
            /** @description No valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The body is larger than the documented limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayloadTooLargeError"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnsupportedMediaTypeError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Key id from the list or the creation response. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key is revoked. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session cookie. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedError"];
                };
            };
            /** @description The request is not allowed. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ForbiddenError"];
                };
            };
            /** @description The user has no key with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotFoundError"];
                };
            };
            /** @description Unexpected server error. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InternalError"];
                };
            };
        };
    };
}
