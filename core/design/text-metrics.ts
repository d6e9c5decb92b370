import type { FontFamily } from "./document";

/**
 * Width estimates for the shop's fonts without a font engine (the generator and the designer fit
 * text in pure code). Advance widths per character in thousandths of an em, read from the fonts'
 * hmtx tables (latin subset, regular and italic; bold as a factor), base-36 encoded two characters
 * per glyph ("zz" = not in the font). Kerning is ignored, so estimates run a few per cent wide or
 * narrow; callers keep a reserve.
 */
const CHARS = " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~ÄÖÜäöüß„“”‚‘’–—…·€éèêàáâçñøåæœëïíìóòôúùû×†°§";

const WIDTHS: Record<FontFamily, { normal: string; italic: string; bold: number }> = {
  "Playfair Display": {
    normal: "6x7a8ahpejkmn9598686dogb79dv70acgoaadbcjdqbjedbaege57e7xgwhzgwcroehihbj4k3gxftjjl19f92i7gco7jmklg9kli0f0h9iyhip5hmgfgi88ac88ewgf7vdufndig5e298eogc857ffa7yooglf8g5fncdcf9ug5dlleefe0d88g668gi1hikliyduf8g5g8bzbmbj796w6tfvnyml7cg8e2e2e2dudududiglf8dukpn7e2858585f8f8f8g5g5g5e6zz99e4",
    italic: "717b88hrfblamp57a1a1drg970e06sd0fp9idzdhebcrendjf4e97q7zgqifgqc6nkhhhkimk5gyfqjlkz9hhoirgao4lek9gdlpigfeibiyhkp2jfimi48cdo8cevko8weje0c0f2bx8xchew8e7oeb7pmhg4dkfbe3bual9cfretj1emddcd8i8u8ii1hhk9iyejdkfrf7bdb3b5706n6ok8rumd76gpbxbxbxejejejc0g4dkejibjzbx8e8e8edkdkdkfrfrfre9zz9be4",
    bold: 1.053,
  },
  "Cormorant Garamond": {
    normal: "6i6v7vembffyjd3w8l8lcgb2668z5h9hd998b6atcjbdcxbxdlcx5h68bbd0bb95jzjifij2j7exe5jtl3988yi2etn7k7laf3laipdnhmjeiipvi4gxgj7m9h7mawb25xbne6bfe8bc8hcddv7l75dn76l7eddbe7dka49e9edpc2inc7c3b9814o7vcbjilajebndbdpe59i9g9g5c5e5cebn2ih5fgbbcbcbcbnbnbnbfedd9bnggjbbc7l7l7ldbdbdbdpdpdpamzz98c9",
    italic: "6i638vc3aeefkv3l7s7scgb2688h5h8hc683a39ibraeboarc8bo5h66bbd0bb87jzgoehgah0eadfhjin8k7sgjdskci3i3dzi3h1cufdh6ghmvg3epf76w8h6w9ta34mc2c29lcc9j7aajcd6v6nbl6liscxb2bbbj9g8e87cxc0h6bpcb9k794879cbgoi3h6c2b2cxcg9595954v5454ebn2ih5kei9j9j9jc2c2c29lcxbcc2f1h09j6v6v6vb2b2b2cxcxcxb2zz8bau",
    bold: 1.012,
  },
  "EB Garamond": {
    normal: "5k6y96d0c9i2l05k8r8r9gge6e7m6eb3dcdcdcdcdcdcdcdcdcdc6w6cfkfqfkagktj8gbjqkyfoe8k9mi9g9gixg8p1m0l7fcl7jtcximkiiopgjng2gr97b397dwdw5kb3ebbbe2au8uc3eb6t6ad16olmeodrefei9a8z8qenc6j1byc6ahag78agdwj8l7kib3drene0bmbmbm6q6q6qfaqej25kjnauauaub3b3b3bbeodhb3fhl2au6t6t6tdrdrdrenenengozz82b4",
    italic: "5k7z96chdfhwmu5k8k8l9fge5z7g5z7odcdcdcdcdcdcdcdcdcdc605zgegege8sl5iafwhjkwg0e5j3kva285jfg7rjlfjafqjaj3czhajgiztnhlfzhna1bea0dxcw5kdnch8pec9h8xbjdk8677cn7ylxenakc7d5aj7o84e5behbc6b9bb9s789sdwiajajgdnake5eiatatau5z5z5zeforin5lhf9h9h9hdndndn8penakdnehg89h868686akakake5e5e5gozz82ak",
    bold: 1.070,
  },
  "Lora": {
    normal: "7b7e9mn2epo6jb5s8h8hegeq71dl6uj6h9a4exfhf2f5g2ctfmg26y7beqeqeqd6m4hehajfkphaf8l5lo9badizg2pil6m2gum4hgfrhskwi5rni1hmgy9zj69zmvk970ecg6esgmf29efdgn7t79ex7kougvg9glg0c1cvargle1m9eqeoe79a6f9aeqhem2kwecg9glixbxb49p71684ugendlu6yl4f2f2f2ecececesgvg9ecllojf27t7t7tg9g9g9glglgleqzzb9et",
    italic: "7b7k9wmgepo9iz5j8a8ae9eq6ldf6gi6gl9uelf5enejfeckfofc6y7jeqeqeqd5m0hjh7j2kih7f1kxlh99a7ijg1phl6lwgllwhdfqhokoihrmi4hth0a1lta1mvjq6of8e7d5ffd991eefw907zeg7voch3ehfveecnbwa4ghemm9f5ead3986j98eqhjlwkof8ehghi2bhasac6l5v5gg7lelg6ll0d9d9d9f8f8f8d5h3ehf8krm5d9909090ehehehghghgheqzzarek",
    bold: 1.031,
  },
  "Montserrat": {
    normal: "7a78adjch3n1il5m9595aqfz5wam5w9biea1fsfoidfqgxgdhqgx5w5wfzfzfzfrspjxkyjpmyilhllhml8edxjrgdqjmlnbjynbk3h3fym0jeuvi8hni38u9b8ug0dwgogeiufniugs9fj1is7h7mgm7hthishfiuiub5dkbaiof2ofeuf2e79a869afzjxnbm0gehfioikamamam5w5w5wdwrshz70m0gsgsgsgegegefnishfgeretogs7h7h7hhfhfhfioioiofzzzbndm",
    italic: "7a78adjch3n1il5m9595aqfz5wam5w9biea1fsfoidfqgxgdhqgx5w5wfzfzfzfrspjxkyjzmyilhllhml8edljrgdqjmlnbjynbk3h3fylcjeubi8i6i38v9b8ug0dwgoiuiufniugs9fj1is7h7mgi7hthishfiuiub5dkbbiof2ofeuf2e79b869bfzjxnblciuhfioijamamam5w5w5wdwrshz70mbgsgsgsiuiuiufnishfiurftpgs7h7h7hhfhfhfioioiofzzzbndm",
    bold: 1.039,
  },
  "Josefin Sans": {
    normal: "8s5l9fg2frlok54kb7b99bfa5n8g4oaohb95f5ejevejf5dlejex4x5ngpjxgecrsjjhh6jakxi4gdkvlo8ha5ivhaprn9ntgjonibg6g5kbjzs0ioj7jsa2ata2d7gv7mgaghcoghegajgmfd7277du72mxfdf5ghghagbb9zf6dqiqcxdqcv9t7mabbujhntkbgaf5f6gp8e8582555155ebjpel4qksegegeggagagacofdehgammm7eg727272f5f5f5f6f6f6edzz7xfv",
    italic: "8c5l9fg2g3mmjs4kagag9bfa5n8g4laohu9pfrdzebeifldlf9fe4x5ngpjxgfcfs9jhh2jekwi5gdl3lp8la8iugwpsnanvg8q6icfpg5kwjzs0hwj7ia9ratabd7gv5ngdgjcsgjehakgofd727edv73myfdf6g9gcaibc9zf6dqircodqcv9j7z9vcxjhnvkwgdf6f6gs9l6z6z444m4mebjpds5xl0c9ehehgdgdgdc3fdedgdmelxeh727272f6f6f6f6f6f6edzz7xfw",
    bold: 1.043,
  },
  "Lato": {
    normal: "5d9jb1g4g4lujj6e8c8cb4g45w9n5wadg4g4g4g4g4g4g4g4g4g47070g4g4g4b2muiwhzj1kxg5fqkel08jccixeapkl0m6gzm6hweqgekaiwsbhvhhhc8caf8cg4ay8je3fjczfjek9de7fg7472ek74mtfgfgfcfjb7c2adfge8lae0e8cu8c8c8cg4iwm6kae3fgfggxa4a4a45w5w5wfgmtk77lg4ekekeke3e3e3czfgfge3moo3ek747474fgfgfgfgfgfgg4zzb1dz",
    italic: "5d8ua8g4g4k6i15x7o7oa8g45x8x5x9og4g4g4g4g4g4g4g4g4g45x5xeug4eua9kth7gkh5j9euehirjc7vbdhhd6nkjckdfokcgidlf4iohiq5gkg7fy7o9n7og4a37we1elc1emct8fcxeq6s6mdc6mlsemdyeee19rat9jeld8jqd1d8bx7o8c7og4h7kdioe1dyelf99e9e9e5y5h5he9l2k77mg4ctctcte1e1e1c1emdye1k3lgct6s6s6sdydydyelelelg4zzarcw",
    bold: 1.016,
  },
  "Great Vibes": {
    normal: "4r8o5qm9ckhcgy2yese8fd9j5zb85pdxcq8fawarbaacaz9naob687886jai71b9skjwt3jut6mrt9jizyphr0xfjwzyt0kappl0skpqpxqbr8zylzqrixbfn3cj8xk9539y937bac745eb09c4w4ya05xe59e9e9c9n777f5l9w8ldr9aal9jf9cve4adjwkaqb9y9e9wbpd482ac9s4r70edmbfg72ez7474749y9y9y7b9e9f9yc6cp744w4w4w9e9e9e9w9w9w8czz90en",
    italic: "4r8o5qm9ckhcgy2yese8fd9j5zb85pdxcq8fawarbaacaz9naob687886jai71b9skjwt3jut6mrt9jizyphr0xfjwzyt0kappl0skpqpxqbr8zylzqrixbfn3cj8xk9539y937bac745eb09c4w4ya05xe59e9e9c9n777f5l9w8ldr9aal9jf9cve4adjwkaqb9y9e9wbpd482ac9s4r70edmbfg72ez7474749y9y9y7b9e9f9yc6cp744w4w4w9e9e9e9w9w9w8czz90en",
    bold: 1.000,
  },
  "Parisienne": {
    normal: "85ac93dwbgjyna6s9j9j9iav4rav4rbsj4b0k4h4i8i7j7eik0j35z5zavavavffmpvms2hvr5i5m0jptxkkhaw5n6xksdlcockltenrl7w7u2zyyvrgkl9j7x9jdw8d6sca9r9ecl9w79cjbn527gbp7mi7dxa5b1ce827l7fc29qdqd5c1ab9jdw9javvmlcw7caa5c2ar6l6l6l424242dwrse94rid9w9w9wcacaca9edxa5cagzhf9w525252a5a5a5c2c2c2avzz5fe1",
    italic: "85ac93dwbgjyna6s9j9j9iav4rav4rbsj4b0k4h4i8i7j7eik0j35z5zavavavffmpvms2hvr5i5m0jptxkkhaw5n6xksdlcockltenrl7w7u2zyyvrgkl9j7x9jdw8d6sca9r9ecl9w79cjbn527gbp7mi7dxa5b1ce827l7fc29qdqd5c1ab9jdw9javvmlcw7caa5c2ar6l6l6l424242dwrse94rid9w9w9wcacaca9edxa5cagzhf9w525252a5a5a5c2c2c2avzz5fe1",
    bold: 1.000,
  },
  "Dancing Script": {
    normal: "78786tikerjeh43h767gavbc5gdg5y96hia5fje6dadfflb7enfq605x8mdz90c5g7gggweui5dudefeh5crbfgeful7hshbenj9g1ewdmjmhkp6ieiihjaxfkbe5nnh3hc4ay8zd5998oatd86p62ce6khycya5avb59o9l7xc6bbh5bmat8t787774c3gghbjmc4a9c6bv8i726j5g403hitnaem5tj3999999c4c4c48zcya3c4f3f3996q6p6pa5a5a5c6c6c6ahzz7dbk",
    italic: "78786tikerjeh43h767gavbc5gdg5y96hia5fje6dadfflb7enfq605x8mdz90c5g7gggweui5dudefeh5crbfgeful7hshbenj9g1ewdmjmhkp6ieiihjaxfkbe5nnh3hc4ay8zd5998oatd86p62ce6khycya5avb59o9l7xc6bbh5bmat8t787774c3gghbjmc4a9c6bv8i726j5g403hitnaem5tj3999999c4c4c48zcya3c4f3f3996q6p6pa5a5a5c6c6c6ahzz7dbk",
    bold: 1.053,
  },
};

const INDEX = new Map<string, number>();
[...CHARS].forEach((ch, i) => INDEX.set(ch, i));
// A no-break space is as wide as a space.
INDEX.set("\u00a0", 0);

interface Face {
  widths: Float32Array;
  /** Average advance, for characters outside the table. */
  fallback: number;
}

function decode(encoded: string): Face {
  const widths = new Float32Array(encoded.length / 2);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < widths.length; i++) {
    const pair = encoded.slice(i * 2, i * 2 + 2);
    const w = pair === "zz" ? -1 : parseInt(pair, 36) / 1000;
    widths[i] = w;
    if (w > 0) {
      sum += w;
      count++;
    }
  }
  return { widths, fallback: count ? sum / count : 0.5 };
}

const FACES = new Map<string, Face>();
function face(font: FontFamily, italic: boolean): Face {
  const key = `${font}|${italic ? "i" : "n"}`;
  let f = FACES.get(key);
  if (!f) {
    const spec = WIDTHS[font];
    f = decode(italic ? spec.italic : spec.normal);
    FACES.set(key, f);
  }
  return f;
}

export interface TextStyle {
  font: FontFamily;
  size: number;
  weight?: number;
  italic?: boolean;
  /** In em, as in the design document. */
  letterSpacing?: number;
  uppercase?: boolean;
}

/** Estimated advance width of one line, in the same unit as `style.size`. */
export function estimateLineWidth(line: string, style: TextStyle): number {
  const f = face(style.font, style.italic ?? false);
  const text = style.uppercase ? line.toUpperCase() : line;
  let em = 0;
  let count = 0;
  for (const ch of text) {
    count++;
    const i = INDEX.get(ch);
    const w = i === undefined ? -1 : f.widths[i]!;
    em += w > 0 ? w : f.fallback;
  }
  const bold = (style.weight ?? 400) >= 600 ? WIDTHS[style.font].bold : 1;
  return em * style.size * bold + Math.max(0, count - 1) * (style.letterSpacing ?? 0) * style.size;
}

/** Width of the widest line of a (possibly multi-line) text. */
export function estimateTextWidth(text: string, style: TextStyle): number {
  let widest = 0;
  for (const line of text.split("\n")) widest = Math.max(widest, estimateLineWidth(line, style));
  return widest;
}

/** Greedy word wrap to `width` at the style's size; words longer than a line stay whole. */
export function wrapText(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    const words = paragraph.split(" ").filter((w) => w.length > 0);
    if (words.length === 0) {
      lines.push("");
      continue;
    }
    let current = words[0]!;
    for (const word of words.slice(1)) {
      const candidate = `${current} ${word}`;
      if (estimateLineWidth(candidate, style) <= width) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    lines.push(current);
  }
  return lines;
}
