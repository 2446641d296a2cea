import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/errors.js';
import { TEXT_MAX_CHARS, translateEmbedded } from '../../src/translate/index.js';

describe('translateEmbedded: done-when examples', () => {
  it('纯棉男士短袖T恤 reads as a men’s short-sleeved cotton T-shirt', () => {
    const r = translateEmbedded('纯棉男士短袖T恤');
    expect(r.detectedLanguage).toBe('zh');
    expect(r.provider).toBe('embedded');
    expect(r.zh).toBe('纯棉男士短袖T恤');
    expect(r.en).toMatch(/cotton/);
    expect(r.en).toMatch(/short-sleeved/);
    expect(r.en).toMatch(/T-shirt/);
    expect(r.en).toMatch(/\bmen\b/);
    expect(r.coverage).toBe(1);
  });

  it('English stainless steel vacuum insulated water bottle gives Chinese with 不锈钢 and 保温, English unchanged', () => {
    const r = translateEmbedded('  stainless steel   vacuum insulated water bottle ');
    expect(r.detectedLanguage).toBe('en');
    expect(r.en).toBe('stainless steel vacuum insulated water bottle');
    expect(r.zh).toContain('不锈钢');
    expect(r.zh).toContain('保温');
    expect(r.zh).toContain('瓶');
  });

  it.each([
    ['es', 'Camiseta de manga corta de algodón para hombre', ['T-shirt', 'cotton', 'short-sleeved', 'men'], ['T恤', '棉', '男士']],
    ['de', 'Edelstahl Thermosflasche 500 ml mit Deckel', ['stainless steel', 'vacuum flask', '500 ml', 'lid'], ['不锈钢', '保温瓶', '500 ml', '盖']],
    ['de', 'Gestrickter Herrenpullover aus Wolle', ['knitted', 'sweater', 'wool', 'men'], ['针织', '毛衣', '羊毛', '男士']],
    ['ja', 'ステンレス製真空断熱ボトル 500ml', ['stainless steel', 'vacuum insulated', 'bottle', '500ml'], ['不锈钢', '真空保温', '瓶']],
    ['ja', '綿100%メンズ半袖Tシャツ', ['cotton', 'short-sleeved', 'T-shirt', 'men'], ['棉', '短袖', 'T恤', '男士']],
    ['ko', '남성용 면 반팔 티셔츠', ['cotton', 'short-sleeved', 'T-shirt', 'men'], ['棉', '短袖', 'T恤', '男士']],
    ['ko', '무선 블루투스 이어폰', ['wireless', 'headphones'], ['无线', '耳机']],
  ])('%s: %s gives usable English and Chinese', (lang, text, enParts, zhParts) => {
    const r = translateEmbedded(text);
    expect(r.detectedLanguage).toBe(lang);
    for (const p of enParts) expect(r.en).toContain(p);
    for (const p of zhParts) expect(r.zh).toContain(p);
    expect(r.coverage).toBeGreaterThanOrEqual(0.99);
  });
});

describe('translateEmbedded: running descriptions, not only titles', () => {
  it.each([
    ['es', 'Esta camiseta está hecha de algodón 100% y es ideal para el verano. Disponible en varios colores.', ['T-shirt', 'made of', 'cotton', 'summer', 'available'], ['T恤', '棉', '夏季', '。']],
    ['de', 'Diese Trinkflasche aus Edelstahl hält Getränke bis zu 24 Stunden kalt. Spülmaschinenfest.', ['water bottle', 'stainless steel', '24 hours', 'dishwasher-safe'], ['水瓶', '不锈钢', '24小时']],
    ['ja', 'このボトルはステンレス製で、保温に優れています。食洗機対応。', ['bottle', 'stainless steel', 'insulated'], ['瓶', '不锈钢', '保温']],
    ['ko', '이 텀블러는 스테인리스 소재로 제작되어 보온 효과가 뛰어납니다.', ['stainless steel', 'insulated', 'material'], ['不锈钢', '保温']],
  ])('%s description keeps product, material and properties', (lang, text, enParts, zhParts) => {
    const r = translateEmbedded(text);
    expect(r.detectedLanguage).toBe(lang);
    for (const p of enParts) expect(r.en).toContain(p);
    for (const p of zhParts) expect(r.zh).toContain(p);
  });
});

describe('translateEmbedded: behaviour', () => {
  it('moves modifiers written after the noun in front of it, and "for men" after it', () => {
    expect(translateEmbedded('botella de acero inoxidable').en).toBe('stainless steel bottle');
    expect(translateEmbedded('Herren T-Shirt Baumwolle').en).toBe('cotton T-shirt for men');
    expect(translateEmbedded('cotton T-shirt for men').zh).toBe('男士棉T恤');
  });

  it('matches multi-word terms before single words', () => {
    // "aire acondicionado" is one term; word by word it would be "air" + "conditioned".
    expect(translateEmbedded('aire acondicionado portátil').en).toBe('portable air conditioner');
    // "vacuum cleaner" is a product, not the "vacuum" attribute plus an unknown word.
    expect(translateEmbedded('cordless vacuum cleaner').zh).toBe('无线吸尘器');
  });

  it('passes numbers, units, model numbers and brands through untouched and leaves them out of coverage', () => {
    const r = translateEmbedded('Funda de silicona para iPhone 15 Pro Max, 2 piezas');
    expect(r.en).toContain('iPhone 15 Pro Max');
    expect(r.zh).toContain('iPhone 15 Pro Max');
    expect(r.en).toMatch(/silicone phone case/);
    expect(r.coverage).toBe(1);
    const m = translateEmbedded('Cargador USB-C 65W GaN modelo XK-2201');
    expect(m.en).toContain('65W');
    expect(m.en).toContain('XK-2201');
  });

  it('reports partial coverage and names the words it passed through', () => {
    const r = translateEmbedded('camiseta de algodón con dibujo de dinosaurio');
    expect(r.coverage).toBeLessThan(1);
    expect(r.coverage).toBeGreaterThan(0);
    expect(r.warnings.find((w) => w.startsWith('partial_translation'))).toMatch(/dinosaurio/);
  });

  it('converts Traditional Chinese to Simplified and says so', () => {
    const r = translateEmbedded('電動牙刷 純棉襯衫');
    expect(r.detectedLanguage).toBe('zh');
    expect(r.zh).toBe('电动牙刷 纯棉衬衫');
    expect(r.en).toContain('electric toothbrush');
    expect(r.en).toContain('shirt');
    expect(r.warnings.some((w) => w.startsWith('converted_traditional'))).toBe(true);
  });

  it('tells kanji-only Japanese from Chinese by Japanese-only character forms', () => {
    const r = translateEmbedded('電気炊飯器 5合');
    expect(r.detectedLanguage).toBe('ja');
    expect(r.en).toContain('rice cooker');
    expect(translateEmbedded('电饭煲 5升').detectedLanguage).toBe('zh');
  });

  it('an unsupported language is a best effort with a warning, not an error', () => {
    const r = translateEmbedded('เสื้อยืดผ้าฝ้ายสำหรับผู้ชาย');
    expect(r.detectedLanguage).toBe('th');
    expect(r.en.length).toBeGreaterThan(0);
    expect(r.warnings.some((w) => w.startsWith('language_unsupported'))).toBe(true);
  });

  it('handles Russian, Polish, Turkish, Arabic and Vietnamese inflection and clitics', () => {
    expect(translateEmbedded('Футболка мужская хлопковая').en).toBe('cotton T-shirt for men');
    expect(translateEmbedded('Koszulka męska bawełniana z krótkim rękawem').en).toBe('cotton short-sleeved T-shirt for men');
    expect(translateEmbedded('Erkek pamuklu tişört').en).toBe('cotton T-shirt for men');
    expect(translateEmbedded('قميص قطني للرجال').en).toBe('cotton shirt for men');
    expect(translateEmbedded('Áo thun cotton nam ngắn tay').en).toBe('cotton short-sleeved T-shirt for men');
  });

  it('rejects text outside 1..5,000 characters after trimming with invalid_request', () => {
    expect(() => translateEmbedded('   ')).toThrow(ApiError);
    expect(() => translateEmbedded('x'.repeat(TEXT_MAX_CHARS + 1))).toThrow(/5000/);
    expect(translateEmbedded(` ${'shirt '.repeat(800)}`.slice(0, TEXT_MAX_CHARS)).en.length).toBeGreaterThan(0);
  });
});
