//! The message catalogues (`assets/i18n/<lang>/*.ftl`): every language has
//! every English key with the same placeholders, Fluent itself reads each
//! message as the page's reader does, and every key the code uses exists.
//! The pages written beside the app (`i18n::PAGE_FILES`) are held to the
//! same, and kept out of the app's wasm and of `messages.txt`.

use std::path::Path;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use rainbow_games::i18n::{self, Arg, Catalogue, FILES, LANGUAGES, PAGE_FILES};

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// A language's files named `names`, as the page reads them.
fn read(lang: &str, names: &[&str]) -> Vec<&'static str> {
    names
        .iter()
        .map(|f| {
            let path = format!("assets/i18n/{lang}/{f}");
            leak(std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}")))
        })
        .collect()
}

/// A language's app files ([`FILES`]), as the page reads them.
fn files(lang: &str) -> Vec<&'static str> {
    read(lang, &FILES)
}

/// A language's every file: the app's and the pages' ([`PAGE_FILES`]).
fn all_files(lang: &str) -> Vec<&'static str> {
    read(lang, &[&FILES[..], &PAGE_FILES[..]].concat())
}

/// A language's every message, the app's and the pages' (a key in both is
/// an error, so none is).
fn catalogue(lang: &'static str) -> Catalogue {
    let (c, errors) = Catalogue::parse(lang, &all_files(lang));
    assert!(errors.is_empty(), "{lang}: {errors:?}");
    c
}

/// A language's app messages alone, as `first_paint` reads them for
/// `messages.txt`.
fn app_catalogue(lang: &'static str) -> Catalogue {
    let (c, errors) = Catalogue::parse(lang, &files(lang));
    assert!(errors.is_empty(), "{lang}: {errors:?}");
    c
}

#[test]
fn no_message_carries_markup() {
    // Messages are text: the page escapes them, or (About's link) puts
    // them in markup as they are, so none may hold a tag or an entity.
    for (lang, _) in LANGUAGES {
        let c = catalogue(lang);
        for key in c.keys() {
            let vars = c.variables(key).unwrap();
            let args: Vec<_> = vars.iter().map(|v| (*v, Arg::Int(2))).collect();
            let text = c.format(key, &args).unwrap();
            assert!(!text.contains(['<', '>', '&']), "{lang} {key}: {text}");
        }
    }
}

#[test]
fn the_english_messages_compiled_in_are_the_files() {
    // build.rs splits the files as i18n::messages_of does, in FILES' order.
    let mut keys = Vec::new();
    for file in files("en") {
        for (line, key, pattern) in i18n::messages_of(file) {
            assert!(pattern.is_ok(), "en line {line}");
            keys.push(key);
        }
    }
    assert_eq!(keys, i18n::KEYS);
    assert_eq!(app_catalogue("en").flat(), i18n::ENGLISH);
    let build = std::fs::read_to_string("build.rs").unwrap();
    let listed = format!("[{}]", FILES.map(|f| format!("\"{f}\"")).join(", "));
    assert!(
        build.contains(&listed),
        "build.rs lists i18n::FILES: {listed}"
    );
    // A pattern never holds the separator of the flat lists.
    assert!(keys.len() > 100 && !i18n::ENGLISH.trim_end_matches(i18n::SEPARATOR).is_empty());
    for (lang, _) in LANGUAGES {
        for file in all_files(lang) {
            assert!(!file.contains(i18n::SEPARATOR), "{lang}");
        }
    }
}

#[test]
fn the_pages_words_are_neither_in_the_wasm_nor_in_messages_txt() {
    // build.rs compiles FILES alone (the test above holds it to them), and
    // none of them is a pages' file.
    let build = std::fs::read_to_string("build.rs").unwrap();
    for file in PAGE_FILES {
        assert!(!FILES.contains(&file) && !build.contains(file), "{file}");
    }
    let pages: Vec<&str> = read("en", &PAGE_FILES)
        .into_iter()
        .flat_map(|src| i18n::messages_of(src).into_iter().map(|(_, key, _)| key))
        .collect();
    assert!(pages.len() > 10, "the Engine speed page's words: {pages:?}");
    for key in &pages {
        assert!(!i18n::KEYS.contains(key), "{key} is compiled into the app");
    }
    // A language's messages.txt (Catalogue::flat) is the same with or
    // without its pages' words.
    for (lang, _) in LANGUAGES {
        assert_eq!(catalogue(lang).flat(), app_catalogue(lang).flat(), "{lang}");
    }
}

#[test]
fn the_page_reads_a_flat_list_as_the_catalogue() {
    // What first_paint writes for a language and the page fetches gives
    // every message as the catalogue does.
    for (lang, _) in LANGUAGES {
        let c = app_catalogue(lang);
        let flat: &'static str = leak(c.flat());
        i18n::install(Some(i18n::Messages::from_flat(lang, flat)));
        for (k, key) in i18n::KEYS.iter().enumerate() {
            // Variables are numbered by their sorted names.
            let vars = c.variables(key).unwrap();
            let numbers: Vec<u8> = (0..vars.len() as u8).collect();
            let args: Vec<_> = vars.iter().map(|v| (*v, Arg::Int(3))).collect();
            let values: Vec<Arg> = args.iter().map(|(_, a)| *a).collect();
            assert_eq!(
                i18n::fill(i18n::Msg(k as u16), &numbers, &values),
                c.format(key, &args).unwrap(),
                "{lang} {key}"
            );
        }
        i18n::install(None);
    }
}

#[test]
fn every_language_has_every_key_with_the_same_placeholders() {
    let en = catalogue("en");
    let mut en_keys: Vec<_> = en.keys().collect();
    en_keys.sort_unstable();
    for (lang, _) in &LANGUAGES[1..] {
        let c = catalogue(lang);
        let mut keys: Vec<_> = c.keys().collect();
        keys.sort_unstable();
        let missing: Vec<_> = en_keys.iter().filter(|k| !keys.contains(k)).collect();
        let extra: Vec<_> = keys.iter().filter(|k| !en_keys.contains(k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang} has keys English has not: {extra:?}"
        );
        for key in &en_keys {
            let mut want = en.variables(key).unwrap();
            let mut got = c.variables(key).unwrap();
            want.sort_unstable();
            got.sort_unstable();
            assert_eq!(got, want, "{lang} {key}: placeholders");
        }
    }
}

/// Arguments to try a message with: every variable a number (each of
/// several), then every variable a text (each word a variant is keyed by,
/// and one no variant has).
fn trials(src: &str, vars: &[&'static str]) -> Vec<Vec<(&'static str, Arg<'static>)>> {
    let mut out = Vec::new();
    for n in [0, 1, 2, 3, 5, 11, 21, 100, 1_000_000] {
        out.push(vars.iter().map(|v| (*v, Arg::Int(n))).collect());
    }
    let mut words: Vec<&'static str> = vec!["zz"];
    for part in src.split('[').skip(1) {
        if let Some((key, _)) = part.split_once(']') {
            if key.chars().all(|c| c.is_ascii_alphabetic() || c == '-') {
                words.push(leak(key.to_string()));
            }
        }
    }
    for w in words {
        out.push(vars.iter().map(|v| (*v, Arg::Str(w))).collect());
    }
    out
}

#[test]
fn fluent_reads_every_message_as_the_page_does() {
    let mut compared = 0;
    for (lang, _) in LANGUAGES {
        let c = catalogue(lang);
        let mut bundle = FluentBundle::new(vec![lang.parse().unwrap()]);
        bundle.set_use_isolating(false);
        let mut sources = String::new();
        for src in all_files(lang) {
            let resource = FluentResource::try_new(src.to_string())
                .unwrap_or_else(|(_, errors)| panic!("{lang}: Fluent cannot read: {errors:?}"));
            bundle.add_resource(resource).expect("no key twice");
            sources.push_str(src);
        }
        for key in c.keys() {
            let message = bundle.get_message(key).expect("Fluent has the message");
            assert_eq!(
                message.attributes().count(),
                0,
                "{lang} {key}: no attributes"
            );
            let pattern = message.value().expect("a value");
            let src = sources
                .split_once(&format!("\n{key} ="))
                .map_or("", |(_, rest)| rest.split("\n\n").next().unwrap_or(""));
            let vars = c.variables(key).unwrap();
            for args in trials(src, &vars) {
                let mut fargs = FluentArgs::new();
                for (name, arg) in &args {
                    match arg {
                        Arg::Int(n) => fargs.set(*name, FluentValue::from(*n)),
                        Arg::Str(s) => fargs.set(*name, FluentValue::from(*s)),
                    }
                }
                let mut errors = vec![];
                let theirs = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
                assert!(errors.is_empty(), "{lang} {key}: {errors:?}");
                let ours = c.format(key, &args).unwrap();
                assert_eq!(ours, theirs, "{lang} {key} with {args:?}");
                compared += 1;
            }
        }
    }
    println!("{compared} formattings compared with Fluent's");
}

#[test]
fn plural_categories_are_cldrs() {
    use intl_pluralrules::{PluralRuleType, PluralRules};
    for (lang, _) in LANGUAGES {
        let rules = PluralRules::create(
            lang.parse::<unic_langid::LanguageIdentifier>().unwrap(),
            PluralRuleType::CARDINAL,
        )
        .unwrap();
        for n in (0..2_000_000).chain([10_000_000, 1_000_001]) {
            let cldr = format!("{:?}", rules.select(n).unwrap()).to_lowercase();
            assert_eq!(i18n::plural(lang, n as i64), cldr, "{lang} {n}");
        }
    }
}

/// Every `t!("key")` and `tr!("key"` in the code, with whether it is `t!`
/// (a message with no placeable).
fn keys_in_code(dir: &Path, out: &mut Vec<(String, bool, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            keys_in_code(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("i18n.rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (pattern, plain) in [("t!(\"", true), ("tr!(\"", false)] {
                for (at, _) in text.match_indices(pattern) {
                    let before = text[..at].chars().next_back();
                    if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                        continue;
                    }
                    let rest = &text[at + pattern.len()..];
                    let key = &rest[..rest.find('"').unwrap()];
                    out.push((key.to_string(), plain, path.display().to_string()));
                }
            }
        }
    }
}

#[test]
fn every_key_the_code_uses_is_in_the_english_catalogue() {
    let en = catalogue("en");
    let mut used = Vec::new();
    keys_in_code(Path::new("src"), &mut used);
    assert!(used.len() > 5, "the scan finds the code's keys");
    for (key, plain, file) in &used {
        let vars = en
            .variables(key)
            .unwrap_or_else(|| panic!("{file}: no English message {key}"));
        assert!(
            !plain || vars.is_empty(),
            "{file}: t!(\"{key}\") has placeholders {vars:?}: use tr!"
        );
    }
    // Every message is used somewhere, if only named in a table of keys (a
    // key the code no longer gives is a sentence every translator would
    // write for nothing).
    let mut code = String::new();
    all_code(Path::new("src"), &mut code);
    // A game's name and summary are found by its id (`GameDef::title`);
    // its options' words and its presets' names by the game's id and the
    // option's key and values, or the preset's id (`OptionSpec::shown_label`,
    // `shown_help`, `shown_choice`, `Preset::shown_name`): each such key
    // names a real game, option, choice or preset.
    let by_game = |k: &str| {
        use rainbow_games::engine::options::{message_key, OptionKind};
        rainbow_games::games::all().iter().any(|g| {
            let name = format!("game-{}", g.id);
            let option = |parts: &[&str]| {
                k == message_key("option", Some(g.id), parts)
                    || k == message_key("option", None, parts)
            };
            k == name
                || k == format!("{name}-summary")
                || g.options.iter().any(|o| {
                    option(&[o.key])
                        || option(&[o.key, "help"])
                        || matches!(o.kind, OptionKind::Choice(choices)
                            if choices.iter().any(|(v, _)| option(&[o.key, v])))
                })
                || (g.presets)()
                    .iter()
                    .any(|p| k == message_key("preset", Some(g.id), &[p.id]))
        })
    };
    let unused: Vec<_> = en
        .keys()
        .filter(|k| !by_game(k) && !code.contains(&format!("\"{k}\"")))
        .collect();
    for game in rainbow_games::games::all() {
        assert_eq!(en.variables(&format!("game-{}", game.id)), Some(vec![]));
        assert_eq!(
            en.variables(&format!("game-{}-summary", game.id)),
            Some(vec![])
        );
    }
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

fn all_code(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            all_code(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push_str(&std::fs::read_to_string(&path).unwrap());
        }
    }
}

/// The Leptos views hold no words for people: a simple scan of `src/ui`
/// for a string literal standing as an element's text (alone on its line,
/// or between tags) or as an `aria-label`, `title` or `placeholder`, with
/// letters that are not a class list. The brand's name is the one
/// exception.
#[test]
fn no_words_are_written_in_the_views() {
    fn scan(dir: &Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                scan(&path, found);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                let trimmed = line.trim();
                if trimmed.starts_with("//") {
                    continue;
                }
                let mut literals = Vec::new();
                // A text node alone on its line.
                if trimmed.len() > 2 && trimmed.starts_with('"') && trimmed.ends_with('"') {
                    literals.push(&trimmed[1..trimmed.len() - 1]);
                }
                // A text node between tags, or a label attribute.
                for open in [">\"", "aria-label=\"", "title=\"", "placeholder=\""] {
                    for (at, _) in line.match_indices(open) {
                        let rest = &line[at + open.len()..];
                        if let Some(end) = rest.find('"') {
                            literals.push(&rest[..end]);
                        }
                    }
                }
                for literal in literals {
                    let words = literal.chars().filter(|c| c.is_alphabetic()).count() >= 2;
                    let class_like = literal.chars().all(|c| {
                        c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == ' '
                    });
                    let markup = literal.contains(['<', '{', '(']);
                    if words && !class_like && !markup && literal != "Rainbow Games: " {
                        found.push(format!("{}:{}: {literal}", path.display(), n + 1));
                    }
                }
            }
        }
    }
    let mut found = Vec::new();
    scan(Path::new("src/ui"), &mut found);
    assert!(
        found.is_empty(),
        "words in the views, not in a catalogue:\n{}",
        found.join("\n")
    );
}

/// Message `key` of `lang` filled with `args`.
fn said(lang: &'static str, key: &str, args: &[(&str, Arg)]) -> String {
    catalogue(lang)
        .format(key, args)
        .unwrap_or_else(|| panic!("{lang} has no {key}"))
}

#[test]
fn awkward_values_take_the_languages_own_forms() {
    use Arg::{Int, Str};
    // The article before a colour, and one bead or several.
    let drop = |lang, colour| {
        said(
            lang,
            "move-drop-bead",
            &[("colour", Str(colour)), ("pit", Str("C"))],
        )
    };
    assert_eq!(drop("en", "orange"), "Drop an orange bead in C");
    assert_eq!(drop("en", "red"), "Drop a red bead in C");
    assert_eq!(drop("fr", "orange"), "Déposer une perle orange en C");
    let capture = |lang, n| {
        said(
            lang,
            "chase-move-capture",
            &[("beads", Int(n)), ("pit", Str("d"))],
        )
    };
    assert_eq!(capture("en", 1), "Capture this bead from d");
    assert_eq!(capture("en", 3), "Capture these 3 beads from d");
    assert_eq!(capture("fr", 1), "Prendre cette perle en d");
    assert_eq!(capture("fr", 3), "Prendre ces 3 perles en d");
    // "an inaccuracy", and a line numbered as the move list numbers it.
    let error = |lang| {
        said(
            lang,
            "review-error",
            &[
                ("number", Int(12)),
                ("name", Str("South")),
                ("notation", Str("C")),
                ("value", Str("−1")),
                ("class", Str("inaccuracy")),
                ("best", Str("D")),
                ("best_value", Str("+1")),
                ("line", Str("13. d")),
            ],
        )
    };
    assert!(error("en").contains(", an inaccuracy."), "{}", error("en"));
    assert!(
        error("fr").contains(", une imprécision."),
        "{}",
        error("fr")
    );
    let step = |lang| {
        said(
            lang,
            "review-line-move",
            &[("number", Int(13)), ("notation", Str("d"))],
        )
    };
    assert_eq!((step("en"), step("fr")), ("13. d".into(), "13. d".into()));
    // Half a second with the language's decimal separator.
    assert_eq!(said("en", "think-time-500", &[]), "0.5 s");
    assert_eq!(said("fr", "think-time-500", &[]), "0,5 s");
    // The rating after a puzzle, and the change, both said.
    let rating = |lang, direction, n| {
        said(
            lang,
            "puzzle-rating-change",
            &[
                ("rating", Int(1014)),
                ("n", Int(n)),
                ("direction", Str(direction)),
            ],
        )
    };
    assert_eq!(
        rating("en", "down", 486),
        "Your rating went down by 486, to 1014."
    );
    assert_eq!(
        rating("en", "up", 12),
        "Your rating went up by 12, to 1014."
    );
    assert_eq!(rating("en", "same", 0), "Your rating stays at 1014.");
    assert_eq!(
        rating("fr", "down", 486),
        "Votre classement baisse de 486, à 1014."
    );
    // One computer or several.
    let pause = |lang, n| said(lang, "computers-pause", &[("n", Int(n))]);
    assert_eq!(pause("en", 1), "❚❚ Pause the computer");
    assert_eq!(pause("en", 2), "❚❚ Pause the computers");
    assert_eq!(pause("fr", 1), "❚❚ Mettre l'ordinateur en pause");
    assert_eq!(pause("fr", 3), "❚❚ Mettre les ordinateurs en pause");
    let resume = |lang, n| said(lang, "computers-resume", &[("n", Int(n))]);
    assert_eq!(resume("en", 1), "▶ Resume the computer");
    assert_eq!(resume("fr", 2), "▶ Relancer les ordinateurs");
    // Plain words for what the suggestion does and how a puzzle was proven.
    assert_eq!(
        said("en", "suggest-finish-sowing", &[]),
        "Sow the rest for me"
    );
    assert_eq!(
        said("fr", "suggest-finish-sowing", &[]),
        "Semer le reste pour moi"
    );
    let proof = |lang| {
        said(
            lang,
            "proof-two-depths",
            &[("d1", Int(6)), ("d2", Int(8)), ("seeds", Int(1))],
        )
    };
    assert_eq!(
        proof("en"),
        "Checked by looking 6 and then 8 moves ahead: both times this move is the best, ahead of the next by at least 1 seed."
    );
    assert!(!proof("fr").contains("profondeur"), "{}", proof("fr"));
    // A game of beads counts its value in beads.
    let value = |lang, n| {
        said(
            lang,
            "value-beads",
            &[("value", Str("+2")), ("seeds", Int(n))],
        )
    };
    assert_eq!(value("en", 2), "+2 beads");
    assert_eq!(value("fr", 2), "+2 perles");
}
