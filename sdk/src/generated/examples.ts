// Generated from openapi/openapi.json by `npm run openapi`. Do not edit: change the zod schemas in openapi/ instead.

import type { operations } from './schema.js';

type JsonBody<Op extends keyof operations, Status extends keyof operations[Op]['responses']> = operations[Op]['responses'][Status] extends {
  content: { 'application/json': infer Body };
}
  ? Body
  : never;

/** An example JSON body for every operation and documented status, built from the document's examples. */
export interface Examples {
  "classify": {
    200: JsonBody<"classify", 200>;
    400: JsonBody<"classify", 400>;
    401: JsonBody<"classify", 401>;
    403: JsonBody<"classify", 403>;
    404: JsonBody<"classify", 404>;
    413: JsonBody<"classify", 413>;
    415: JsonBody<"classify", 415>;
    429: JsonBody<"classify", 429>;
    500: JsonBody<"classify", 500>;
    501: JsonBody<"classify", 501>;
  };
  "landedCost": {
    200: JsonBody<"landedCost", 200>;
    400: JsonBody<"landedCost", 400>;
    401: JsonBody<"landedCost", 401>;
    403: JsonBody<"landedCost", 403>;
    404: JsonBody<"landedCost", 404>;
    413: JsonBody<"landedCost", 413>;
    415: JsonBody<"landedCost", 415>;
    422: JsonBody<"landedCost", 422>;
    429: JsonBody<"landedCost", 429>;
    500: JsonBody<"landedCost", 500>;
    501: JsonBody<"landedCost", 501>;
  };
  "getTariff": {
    200: JsonBody<"getTariff", 200>;
    400: JsonBody<"getTariff", 400>;
    401: JsonBody<"getTariff", 401>;
    404: JsonBody<"getTariff", 404>;
    429: JsonBody<"getTariff", 429>;
    500: JsonBody<"getTariff", 500>;
    501: JsonBody<"getTariff", 501>;
  };
  "getCoverage": {
    200: JsonBody<"getCoverage", 200>;
    401: JsonBody<"getCoverage", 401>;
    429: JsonBody<"getCoverage", 429>;
    500: JsonBody<"getCoverage", 500>;
    501: JsonBody<"getCoverage", 501>;
  };
  "translate": {
    200: JsonBody<"translate", 200>;
    400: JsonBody<"translate", 400>;
    401: JsonBody<"translate", 401>;
    403: JsonBody<"translate", 403>;
    413: JsonBody<"translate", 413>;
    415: JsonBody<"translate", 415>;
    429: JsonBody<"translate", 429>;
    500: JsonBody<"translate", 500>;
  };
  "health": {
    200: JsonBody<"health", 200>;
    405: JsonBody<"health", 405>;
  };
  "signUp": {
    201: JsonBody<"signUp", 201>;
    400: JsonBody<"signUp", 400>;
    403: JsonBody<"signUp", 403>;
    409: JsonBody<"signUp", 409>;
    413: JsonBody<"signUp", 413>;
    415: JsonBody<"signUp", 415>;
    429: JsonBody<"signUp", 429>;
    500: JsonBody<"signUp", 500>;
  };
  "logIn": {
    200: JsonBody<"logIn", 200>;
    400: JsonBody<"logIn", 400>;
    401: JsonBody<"logIn", 401>;
    403: JsonBody<"logIn", 403>;
    413: JsonBody<"logIn", 413>;
    415: JsonBody<"logIn", 415>;
    429: JsonBody<"logIn", 429>;
    500: JsonBody<"logIn", 500>;
  };
  "logOut": {
    403: JsonBody<"logOut", 403>;
    500: JsonBody<"logOut", 500>;
  };
  "getCurrentUser": {
    200: JsonBody<"getCurrentUser", 200>;
    401: JsonBody<"getCurrentUser", 401>;
    500: JsonBody<"getCurrentUser", 500>;
  };
  "listApiKeys": {
    200: JsonBody<"listApiKeys", 200>;
    401: JsonBody<"listApiKeys", 401>;
    500: JsonBody<"listApiKeys", 500>;
  };
  "createApiKey": {
    201: JsonBody<"createApiKey", 201>;
    400: JsonBody<"createApiKey", 400>;
    401: JsonBody<"createApiKey", 401>;
    403: JsonBody<"createApiKey", 403>;
    413: JsonBody<"createApiKey", 413>;
    415: JsonBody<"createApiKey", 415>;
    500: JsonBody<"createApiKey", 500>;
  };
  "revokeApiKey": {
    401: JsonBody<"revokeApiKey", 401>;
    403: JsonBody<"revokeApiKey", 403>;
    404: JsonBody<"revokeApiKey", 404>;
    500: JsonBody<"revokeApiKey", 500>;
  };
}

export const examples: Examples = {
  "classify": {
    200: {"hs":"6109100012","confidence":0.84,"reasoning":"Heading 6109 (T-shirts, singlets and other vests; knitted or crocheted): the description names \"tshirt\". Subheading 6109.10 (T-shirts, singlets and other vests; of cotton, knitted or crocheted) chosen by \"cotton\". US national line 6109100012 (Of cotton: Men's or boys': Other T-shirts: Men's (338)): its title matches \"cotton\", \"tshirt\", \"man\". Next candidate: 6109.90 (T-shirts, singlets and other vests; of textile materials (other than cotton), knitted or crocheted).","candidates":[{"hs":"6109100012","score":0.91,"title":"Of cotton: Men's or boys': Other T-shirts: Men's (338)"},{"hs":"6109901009","score":0.08,"title":"Of other textile materials: Of man-made fibers: Men's or boys': Other (638)"}],"detectedLanguage":"en","englishText":"cotton t-shirt for men","path":{"chapter":{"code":"61","title":"Apparel and clothing accessories; knitted or crocheted"},"heading":{"code":"6109","title":"T-shirts, singlets and other vests; knitted or crocheted"},"subheading":{"code":"610910","title":"T-shirts, singlets and other vests; of cotton, knitted or crocheted"},"national":{"code":"6109100012","title":"Of cotton: Men's or boys': Other T-shirts: Men's (338)"}},"warnings":[],"rate_limit":{"remaining":59,"reset_at":"2026-11-21T15:04:00.000Z"}},
    400: {"error":"invalid_request","message":"Request validation failed: body.hs: HS code must be 6 to 10 digits","details":[{"path":"body.declaredValueUsd","message":"Number must be greater than or equal to 0"}],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    401: {"error":"unauthorized","message":"Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.","docs":"http://localhost:3000/docs","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    403: {"error":"forbidden","message":"Cross-origin request refused","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    404: {"error":"unknown_hs","message":"HS code 610999 is not a subheading of HS 2022","supported":["US","CN","EU","UK","JP","KR","CA","AU","IN","MX","BR","SG","CH"],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    413: {"error":"payload_too_large","message":"Request body exceeds 102400 bytes","limitBytes":102400,"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    415: {"error":"unsupported_media_type","message":"Send the body as application/json","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    429: {"error":"rate_limited","message":"Rate limit of 120 requests per minute exceeded for this API key","retry_after":42,"reset_at":"2026-11-21T15:04:00.000Z","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    501: {"error":"not_implemented","message":"This engine is not available yet","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "landedCost": {
    200: {"totals":{"customsValueUsd":1110,"dutyUsd":133.2,"feesUsd":0,"vatUsd":248.64,"otherTaxesUsd":0,"landedCostUsd":1491.84},"breakdown":{"mfnRate":0.12,"ftaRate":null,"vatRate":0.2,"agreement":null,"lines":[{"id":"duty","kind":"duty","label":"Import duty (MFN rate, HS 610910)","baseUsd":1110,"rate":0.12,"rateText":"12%","amountUsd":133.2,"formula":"1,110.00 × 12 %","legalSource":"Customs tariff of the United Kingdom, UK Global Tariff 2021","sourceUrl":"https://www.trade-tariff.service.gov.uk/","effectiveFrom":"2019-09-01","effectiveTo":"2026-07-24","complete":true}]},"tariff":{"hs":"610910","nationalLine":null,"mfn":0.12,"mfnText":"12%","coverage":"available","sourceUrl":"https://www.trade-tariff.service.gov.uk/","verifiedAt":"2021-01-01T00:00:00Z","edition":"UK Global Tariff 2021-01-01"},"valuation":{"basis":"CIF","incoterm":"FOB","legalSource":"HMRC Notice 252"},"deMinimis":{"applied":false,"threshold":"GBP 135 (duty)","note":"Customs duty relief up to GBP 135 per consignment."},"fx":null,"quoteDate":"2026-11-21","assumptions":["incoterm not given: FOB assumed (the declared value excludes freight and insurance)."],"warnings":[]},
    400: {"error":"invalid_request","message":"Request validation failed: body.hs: HS code must be 6 to 10 digits","details":[{"path":"body.declaredValueUsd","message":"Number must be greater than or equal to 0"}],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    401: {"error":"unauthorized","message":"Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.","docs":"http://localhost:3000/docs","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    403: {"error":"forbidden","message":"Cross-origin request refused","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    404: {"error":"unknown_hs","message":"HS code 610999 is not a subheading of HS 2022","supported":["US","CN","EU","UK","JP","KR","CA","AU","IN","MX","BR","SG","CH"],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    413: {"error":"payload_too_large","message":"Request body exceeds 102400 bytes","limitBytes":102400,"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    415: {"error":"unsupported_media_type","message":"Send the body as application/json","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    422: {"error":"tariff_unavailable","message":"No IN import duty rate for 610910 in the dataset: coverage is 'no_data'. No rate is assumed.","coverage":"no_data","destination":"IN","hs":"610910","edition":"","sourceUrl":"","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    429: {"error":"rate_limited","message":"Rate limit of 120 requests per minute exceeded for this API key","retry_after":42,"reset_at":"2026-11-21T15:04:00.000Z","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    501: {"error":"not_implemented","message":"This engine is not available yet","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "getTariff": {
    200: {"hs":{"code":"610910","title":"T-shirts, singlets and other vests; of cotton, knitted or crocheted"},"country":{"code":"US","name":"United States"},"tariff":{"mfn":0.165,"mfnRange":{"min":0.074,"max":0.109},"mfnRate":{"rate":0.165,"text":"16.5%","expr":{"type":"compound","terms":[{"type":"specific","amount":0.044,"currency":"USD","per":1,"unit":"kg"},{"type":"ad_valorem","rate":0.1}]}},"fta":0,"ftaAgreements":["USMCA"],"vat":0,"status":"available","sourceUrl":"https://hts.usitc.gov/","verifiedAt":"2026-06-08T00:00:00.000Z","edition":"HTS 2026 Revision 10 (effective 2026-06-08)"},"origin":"MX","lines":[{"code":"6109100012","title":"Of cotton: Men's or boys': Thermal undershirts (352): Men's (338)","localTitle":null,"mfn":{"rate":0.165,"text":"16.5%","expr":{"type":"compound","terms":[{"type":"specific","amount":0.044,"currency":"USD","per":1,"unit":"kg"},{"type":"ad_valorem","rate":0.1}]}},"preferential":[{"rate":0.165,"text":"16.5%","expr":{"type":"compound","terms":[{"type":"specific","amount":0.044,"currency":"USD","per":1,"unit":"kg"},{"type":"ad_valorem","rate":0.1}]},"agreement":"USMCA","partners":["CA","MX"]}],"units":["doz.","kg"],"otherRates":{"column2":{"rate":0.9,"text":"90%","expr":{"type":"ad_valorem","rate":0.9}}},"notes":["See 9903.88.15."]}],"preferential":[{"rate":0.165,"text":"16.5%","expr":{"type":"compound","terms":[{"type":"specific","amount":0.044,"currency":"USD","per":1,"unit":"kg"},{"type":"ad_valorem","rate":0.1}]},"agreement":"USMCA","partners":["CA","MX"]}],"other_countries":[{"country":"EU","name":"European Union","mfn":0.12,"status":"available"}],"flags":[],"notes":[]},
    400: {"error":"invalid_request","message":"Request validation failed: body.hs: HS code must be 6 to 10 digits","details":[{"path":"body.declaredValueUsd","message":"Number must be greater than or equal to 0"}],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    401: {"error":"unauthorized","message":"Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.","docs":"http://localhost:3000/docs","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    404: {"error":"unknown_hs","message":"HS code 610999 is not a subheading of HS 2022","supported":["US","CN","EU","UK","JP","KR","CA","AU","IN","MX","BR","SG","CH"],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    429: {"error":"rate_limited","message":"Rate limit of 120 requests per minute exceeded for this API key","retry_after":42,"reset_at":"2026-11-21T15:04:00.000Z","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    501: {"error":"not_implemented","message":"This engine is not available yet","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "getCoverage": {
    200: {"hs6Total":5613,"builtAt":"2026-11-21T15:06:00.000Z","countries":[{"country":"JP","name":"Japan","edition":"Japan Customs applied tariff schedule (実行関税率表) 2026-07-09","sourceUrl":"https://www.customs.go.jp/english/tariff/","verifiedAt":"2026-07-09T00:00:00.000Z","nationalLines":9653,"hs6WithMfn":5610,"hs6WithAdValoremMfn":5560,"specificOrCompoundRates":688,"statuses":{"available":5610,"partial":0,"rule":0,"no_data":3},"agreements":[{"agreement":"CPTPP","partners":["AU","CA","GB"],"hs6":5610}],"notes":["Applied MFN = temporary rate where present …"]}]},
    401: {"error":"unauthorized","message":"Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.","docs":"http://localhost:3000/docs","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    429: {"error":"rate_limited","message":"Rate limit of 120 requests per minute exceeded for this API key","retry_after":42,"reset_at":"2026-11-21T15:04:00.000Z","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    501: {"error":"not_implemented","message":"This engine is not available yet","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "translate": {
    200: {"en":"pure cotton short-sleeved T-shirt for men","zh":"纯棉男士短袖T恤","detectedLanguage":"zh","provider":"embedded","coverage":1,"warnings":[]},
    400: {"error":"invalid_request","message":"Request validation failed: body.hs: HS code must be 6 to 10 digits","details":[{"path":"body.declaredValueUsd","message":"Number must be greater than or equal to 0"}],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    401: {"error":"unauthorized","message":"Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.","docs":"http://localhost:3000/docs","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    403: {"error":"forbidden","message":"Cross-origin request refused","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    413: {"error":"payload_too_large","message":"Request body exceeds 102400 bytes","limitBytes":102400,"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    415: {"error":"unsupported_media_type","message":"Send the body as application/json","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    429: {"error":"rate_limited","message":"Rate limit of 120 requests per minute exceeded for this API key","retry_after":42,"reset_at":"2026-11-21T15:04:00.000Z","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "health": {
    200: {"status":"ok","dataset":true},
    405: {"error":"method_not_allowed","message":"GET is not allowed on /api/classify; allowed: POST","allowed":["POST"],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "signUp": {
    201: {"user":{"id":"usr_2NEpo7TZRRrLZSi2U","email":"ada@example.com","createdAt":"2026-11-21T15:04:05.123Z"},"session":{"createdAt":"2026-11-21T15:04:05.123Z","idleExpiresAt":"2026-11-22T15:04:05.123Z","absoluteExpiresAt":"2026-11-28T15:04:05.123Z"}},
    400: {"error":"invalid_request","message":"Request validation failed: body.hs: HS code must be 6 to 10 digits","details":[{"path":"body.declaredValueUsd","message":"Number must be greater than or equal to 0"}],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    403: {"error":"forbidden","message":"Cross-origin request refused","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    409: {"error":"conflict","message":"An account with this email already exists; sign in instead.","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    413: {"error":"payload_too_large","message":"Request body exceeds 102400 bytes","limitBytes":102400,"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    415: {"error":"unsupported_media_type","message":"Send the body as application/json","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    429: {"error":"rate_limited","message":"Rate limit of 120 requests per minute exceeded for this API key","retry_after":42,"reset_at":"2026-11-21T15:04:00.000Z","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "logIn": {
    200: {"user":{"id":"usr_2NEpo7TZRRrLZSi2U","email":"ada@example.com","createdAt":"2026-11-21T15:04:05.123Z"},"session":{"createdAt":"2026-11-21T15:04:05.123Z","idleExpiresAt":"2026-11-22T15:04:05.123Z","absoluteExpiresAt":"2026-11-28T15:04:05.123Z"}},
    400: {"error":"invalid_request","message":"Request validation failed: body.hs: HS code must be 6 to 10 digits","details":[{"path":"body.declaredValueUsd","message":"Number must be greater than or equal to 0"}],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    401: {"error":"unauthorized","message":"Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.","docs":"http://localhost:3000/docs","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    403: {"error":"forbidden","message":"Cross-origin request refused","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    413: {"error":"payload_too_large","message":"Request body exceeds 102400 bytes","limitBytes":102400,"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    415: {"error":"unsupported_media_type","message":"Send the body as application/json","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    429: {"error":"rate_limited","message":"Rate limit of 120 requests per minute exceeded for this API key","retry_after":42,"reset_at":"2026-11-21T15:04:00.000Z","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "logOut": {
    403: {"error":"forbidden","message":"Cross-origin request refused","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "getCurrentUser": {
    200: {"user":{"id":"usr_2NEpo7TZRRrLZSi2U","email":"ada@example.com","createdAt":"2026-11-21T15:04:05.123Z"},"session":{"createdAt":"2026-11-21T15:04:05.123Z","idleExpiresAt":"2026-11-22T15:04:05.123Z","absoluteExpiresAt":"2026-11-28T15:04:05.123Z"}},
    401: {"error":"unauthorized","message":"Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.","docs":"http://localhost:3000/docs","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "listApiKeys": {
    200: {"keys":[{"id":"key_2NEpo7TZRRrLZSi2U","name":"my laptop","start":"tis_3xK9a","createdAt":"2026-11-21T15:04:05.123Z","lastUsedAt":"2026-11-21T16:00:00.000Z","revokedAt":null}]},
    401: {"error":"unauthorized","message":"Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.","docs":"http://localhost:3000/docs","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "createApiKey": {
    201: {"id":"key_2NEpo7TZRRrLZSi2U","name":"my laptop","start":"tis_3xK9a","createdAt":"2026-11-21T15:04:05.123Z","lastUsedAt":"2026-11-21T16:00:00.000Z","revokedAt":null,"key":"tis_3xK9aVb7QmN2pR8sT4uW6yZ1cD5eF9gH2jK4mL6nP8q"},
    400: {"error":"invalid_request","message":"Request validation failed: body.hs: HS code must be 6 to 10 digits","details":[{"path":"body.declaredValueUsd","message":"Number must be greater than or equal to 0"}],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    401: {"error":"unauthorized","message":"Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.","docs":"http://localhost:3000/docs","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    403: {"error":"forbidden","message":"Cross-origin request refused","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    413: {"error":"payload_too_large","message":"Request body exceeds 102400 bytes","limitBytes":102400,"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    415: {"error":"unsupported_media_type","message":"Send the body as application/json","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
  "revokeApiKey": {
    401: {"error":"unauthorized","message":"Missing or invalid API key. Send `Authorization: Bearer tis_…` or sign in.","docs":"http://localhost:3000/docs","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    403: {"error":"forbidden","message":"Cross-origin request refused","requestId":"req_5Hq8PzRk2vWnT3aYb"},
    404: {"error":"unknown_hs","message":"HS code 610999 is not a subheading of HS 2022","supported":["US","CN","EU","UK","JP","KR","CA","AU","IN","MX","BR","SG","CH"],"requestId":"req_5Hq8PzRk2vWnT3aYb"},
    500: {"error":"internal_error","message":"Unexpected error; it has been logged","requestId":"req_5Hq8PzRk2vWnT3aYb"},
  },
};

/** A field rule: the JSON type and the bounds the document gives. */
export interface FieldRule {
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  enum?: unknown[];
}

/** How a request may authenticate: a scheme of the document (bearer header or cookie). */
export type AuthScheme = { kind: 'bearer' } | { kind: 'cookie'; name: string };

/** What each operation accepts (the mocks answer 400 like the server when a request breaks these). */
export interface RequestRules {
  method: string;
  path: string;
  /** Any one of these authenticates; empty when the operation is public (an empty requirement allows anonymous). */
  auth: AuthScheme[];
  anonymous: boolean;
  /** The documented success status (the lowest 2xx). */
  successStatus: number;
  /** Documented response header names, by status. */
  responseHeaders: Record<string, string[]>;
  /** The per-minute limit for an API key the operation's description states ("Rate limit: 60 requests per minute per API key"), or null. */
  rateLimitPerMinute: number | null;
  params: Array<{ name: string; in: 'path' | 'query' | 'header' | 'cookie'; required: boolean; rule: FieldRule; example: unknown }>;
  body: { required: boolean; fields: Array<{ name: string; required: boolean; rule: FieldRule }>; example: unknown } | null;
}

export const requestRules: Record<keyof Examples | (string & {}), RequestRules> = {
  "classify": {
    "method": "POST",
    "path": "/api/classify",
    "auth": [
      {
        "kind": "bearer"
      },
      {
        "kind": "cookie",
        "name": "tis_session"
      }
    ],
    "anonymous": false,
    "successStatus": 200,
    "responseHeaders": {
      "200": [
        "RateLimit-Limit",
        "RateLimit-Remaining",
        "RateLimit-Reset"
      ],
      "429": [
        "retry-after"
      ]
    },
    "rateLimitPerMinute": 60,
    "params": [],
    "body": {
      "required": true,
      "fields": [
        {
          "name": "query",
          "required": true,
          "rule": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2000
          }
        },
        {
          "name": "destination",
          "required": true,
          "rule": {
            "type": "string",
            "minLength": 2,
            "maxLength": 2
          }
        },
        {
          "name": "candidates",
          "required": false,
          "rule": {
            "type": "integer",
            "minimum": 1,
            "maximum": 10
          }
        }
      ],
      "example": {
        "query": "cotton t-shirt for men",
        "destination": "US"
      }
    }
  },
  "landedCost": {
    "method": "POST",
    "path": "/api/landed-cost",
    "auth": [
      {
        "kind": "bearer"
      },
      {
        "kind": "cookie",
        "name": "tis_session"
      }
    ],
    "anonymous": false,
    "successStatus": 200,
    "responseHeaders": {
      "200": [
        "RateLimit-Limit",
        "RateLimit-Remaining",
        "RateLimit-Reset"
      ],
      "429": [
        "retry-after"
      ]
    },
    "rateLimitPerMinute": 60,
    "params": [],
    "body": {
      "required": true,
      "fields": [
        {
          "name": "hs",
          "required": true,
          "rule": {
            "type": "string",
            "minLength": 2,
            "maxLength": 16
          }
        },
        {
          "name": "destination",
          "required": true,
          "rule": {
            "type": "string",
            "minLength": 2,
            "maxLength": 2
          }
        },
        {
          "name": "origin",
          "required": true,
          "rule": {
            "type": "string",
            "minLength": 2,
            "maxLength": 2
          }
        },
        {
          "name": "declaredValueUsd",
          "required": true,
          "rule": {
            "type": "number",
            "minimum": 0,
            "maximum": 10000000000
          }
        },
        {
          "name": "freightUsd",
          "required": true,
          "rule": {
            "type": "number",
            "minimum": 0,
            "maximum": 10000000000
          }
        },
        {
          "name": "insuranceUsd",
          "required": false,
          "rule": {
            "type": "number",
            "minimum": 0,
            "maximum": 10000000000
          }
        },
        {
          "name": "incoterm",
          "required": false,
          "rule": {
            "type": "string"
          }
        },
        {
          "name": "quantity",
          "required": false,
          "rule": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000000000
          }
        },
        {
          "name": "unit",
          "required": false,
          "rule": {
            "type": "string",
            "minLength": 1,
            "maxLength": 32
          }
        },
        {
          "name": "weightKg",
          "required": false,
          "rule": {
            "type": "number",
            "minimum": 0,
            "maximum": 1000000000
          }
        },
        {
          "name": "transportMode",
          "required": false,
          "rule": {
            "type": "string",
            "enum": [
              "ocean",
              "air",
              "road",
              "rail",
              "postal",
              "courier"
            ]
          }
        },
        {
          "name": "region",
          "required": false,
          "rule": {
            "type": "string",
            "minLength": 2,
            "maxLength": 3
          }
        },
        {
          "name": "destinationTransportUsd",
          "required": false,
          "rule": {
            "type": "number",
            "minimum": 0,
            "maximum": 10000000000
          }
        },
        {
          "name": "quoteDate",
          "required": false,
          "rule": {
            "type": "string"
          }
        },
        {
          "name": "fxRates",
          "required": false,
          "rule": {
            "type": "array"
          }
        },
        {
          "name": "section232",
          "required": false,
          "rule": {
            "type": "object"
          }
        }
      ],
      "example": {
        "hs": "610910",
        "destination": "US",
        "origin": "CN",
        "declaredValueUsd": 1000,
        "freightUsd": 100,
        "insuranceUsd": 10,
        "incoterm": "FOB",
        "quantity": 120,
        "unit": "item",
        "weightKg": 25,
        "transportMode": "ocean",
        "region": "DE",
        "destinationTransportUsd": 0,
        "quoteDate": "2026-11-21",
        "fxRates": [
          {
            "currency": "GBP",
            "perUsd": 0.76,
            "date": "2026-11-01",
            "source": "HMRC monthly exchange rates"
          }
        ],
        "section232": {
          "heading": "9903.82.02",
          "contentValueUsd": 400
        }
      }
    }
  },
  "getTariff": {
    "method": "GET",
    "path": "/api/tariff/{country}/{hs}",
    "auth": [
      {
        "kind": "bearer"
      },
      {
        "kind": "cookie",
        "name": "tis_session"
      }
    ],
    "anonymous": false,
    "successStatus": 200,
    "responseHeaders": {
      "200": [
        "RateLimit-Limit",
        "RateLimit-Remaining",
        "RateLimit-Reset"
      ],
      "429": [
        "retry-after"
      ]
    },
    "rateLimitPerMinute": 120,
    "params": [
      {
        "name": "country",
        "in": "path",
        "required": true,
        "rule": {
          "type": "string",
          "minLength": 2,
          "maxLength": 2
        },
        "example": "US"
      },
      {
        "name": "hs",
        "in": "path",
        "required": true,
        "rule": {
          "type": "string",
          "minLength": 2,
          "maxLength": 16
        },
        "example": "610910"
      },
      {
        "name": "origin",
        "in": "query",
        "required": false,
        "rule": {
          "type": "string"
        },
        "example": "VN"
      }
    ],
    "body": null
  },
  "getCoverage": {
    "method": "GET",
    "path": "/api/coverage",
    "auth": [
      {
        "kind": "bearer"
      },
      {
        "kind": "cookie",
        "name": "tis_session"
      }
    ],
    "anonymous": false,
    "successStatus": 200,
    "responseHeaders": {
      "200": [
        "RateLimit-Limit",
        "RateLimit-Remaining",
        "RateLimit-Reset"
      ],
      "429": [
        "retry-after"
      ]
    },
    "rateLimitPerMinute": 60,
    "params": [],
    "body": null
  },
  "translate": {
    "method": "POST",
    "path": "/api/translate",
    "auth": [
      {
        "kind": "bearer"
      },
      {
        "kind": "cookie",
        "name": "tis_session"
      }
    ],
    "anonymous": false,
    "successStatus": 200,
    "responseHeaders": {
      "200": [
        "RateLimit-Limit",
        "RateLimit-Remaining",
        "RateLimit-Reset"
      ],
      "429": [
        "retry-after"
      ]
    },
    "rateLimitPerMinute": 60,
    "params": [],
    "body": {
      "required": true,
      "fields": [
        {
          "name": "text",
          "required": true,
          "rule": {
            "type": "string",
            "minLength": 1,
            "maxLength": 5000
          }
        }
      ],
      "example": {
        "text": "纯棉男士短袖T恤"
      }
    }
  },
  "health": {
    "method": "GET",
    "path": "/health",
    "auth": [],
    "anonymous": true,
    "successStatus": 200,
    "responseHeaders": {},
    "rateLimitPerMinute": null,
    "params": [],
    "body": null
  },
  "signUp": {
    "method": "POST",
    "path": "/auth/signup",
    "auth": [],
    "anonymous": true,
    "successStatus": 201,
    "responseHeaders": {
      "201": [
        "Set-Cookie"
      ],
      "429": [
        "retry-after"
      ]
    },
    "rateLimitPerMinute": null,
    "params": [],
    "body": {
      "required": true,
      "fields": [
        {
          "name": "email",
          "required": true,
          "rule": {
            "type": "string",
            "maxLength": 254
          }
        },
        {
          "name": "password",
          "required": true,
          "rule": {
            "type": "string",
            "minLength": 10,
            "maxLength": 256
          }
        }
      ],
      "example": {
        "email": "ada@example.com",
        "password": "correct horse battery"
      }
    }
  },
  "logIn": {
    "method": "POST",
    "path": "/auth/login",
    "auth": [],
    "anonymous": true,
    "successStatus": 200,
    "responseHeaders": {
      "200": [
        "Set-Cookie"
      ],
      "429": [
        "retry-after"
      ]
    },
    "rateLimitPerMinute": null,
    "params": [],
    "body": {
      "required": true,
      "fields": [
        {
          "name": "email",
          "required": true,
          "rule": {
            "type": "string",
            "maxLength": 254
          }
        },
        {
          "name": "password",
          "required": true,
          "rule": {
            "type": "string",
            "minLength": 1,
            "maxLength": 256
          }
        }
      ],
      "example": {
        "email": "ada@example.com",
        "password": "correct horse battery"
      }
    }
  },
  "logOut": {
    "method": "POST",
    "path": "/auth/logout",
    "auth": [
      {
        "kind": "cookie",
        "name": "tis_session"
      }
    ],
    "anonymous": true,
    "successStatus": 204,
    "responseHeaders": {
      "204": [
        "Set-Cookie"
      ]
    },
    "rateLimitPerMinute": null,
    "params": [],
    "body": null
  },
  "getCurrentUser": {
    "method": "GET",
    "path": "/auth/me",
    "auth": [
      {
        "kind": "cookie",
        "name": "tis_session"
      }
    ],
    "anonymous": false,
    "successStatus": 200,
    "responseHeaders": {},
    "rateLimitPerMinute": null,
    "params": [],
    "body": null
  },
  "listApiKeys": {
    "method": "GET",
    "path": "/account/api-keys",
    "auth": [
      {
        "kind": "cookie",
        "name": "tis_session"
      }
    ],
    "anonymous": false,
    "successStatus": 200,
    "responseHeaders": {},
    "rateLimitPerMinute": null,
    "params": [],
    "body": null
  },
  "createApiKey": {
    "method": "POST",
    "path": "/account/api-keys",
    "auth": [
      {
        "kind": "cookie",
        "name": "tis_session"
      }
    ],
    "anonymous": false,
    "successStatus": 201,
    "responseHeaders": {},
    "rateLimitPerMinute": null,
    "params": [],
    "body": {
      "required": true,
      "fields": [
        {
          "name": "name",
          "required": true,
          "rule": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64
          }
        }
      ],
      "example": {
        "name": "my laptop"
      }
    }
  },
  "revokeApiKey": {
    "method": "DELETE",
    "path": "/account/api-keys/{id}",
    "auth": [
      {
        "kind": "cookie",
        "name": "tis_session"
      }
    ],
    "anonymous": false,
    "successStatus": 204,
    "responseHeaders": {},
    "rateLimitPerMinute": null,
    "params": [
      {
        "name": "id",
        "in": "path",
        "required": true,
        "rule": {
          "type": "string",
          "minLength": 1,
          "maxLength": 64
        },
        "example": "key_2NEpo7TZRRrLZSi2U"
      }
    ],
    "body": null
  }
};
