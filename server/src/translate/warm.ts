import { cedictGloss, cedictReverse } from './cedict.js';
import { jiebaEntries, segmentChinese } from './chinese.js';
import { isCommonEnglishWord } from './english.js';
import { lexicon } from './glossary/index.js';
import { SUPPORTED_LANGUAGES } from './types.js';

/**
 * Loads everything the first translation would otherwise load on demand (glossary tables, jieba, CC-CEDICT:
 * about a second in total). Call it after the server starts listening so no request pays for it.
 */
export function warmTranslator(): void {
  for (const lang of SUPPORTED_LANGUAGES) lexicon(lang);
  cedictGloss('保温杯');
  cedictReverse('cup', jiebaEntries);
  segmentChinese('纯棉T恤');
  isCommonEnglishWord('bottle');
}
