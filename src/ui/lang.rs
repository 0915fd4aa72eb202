//! The page's language: chosen by the player (kept in the browser), else
//! the first of the browser's languages (`navigator.languages`) the app
//! speaks, else English. An embed takes its own from `lang=` and keeps
//! nothing. Another language than English has its messages fetched
//! (`i18n/<lang>/messages.txt`, precached for offline use) and installed in
//! [`crate::i18n`] before the app shows anything in it; `<html lang>`
//! follows. A language whose messages cannot be fetched (offline, not
//! precached yet) changes nothing: at the start the page is English, and
//! the app's notice says why.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::i18n::{self, Messages, LANGUAGES};

/// Where the player's choice is kept.
const KEY: &str = "rainbow-games/lang";

/// The code of a language the app speaks, from a tag such as `fr-CA`.
pub fn supported(tag: &str) -> Option<&'static str> {
    crate::view::embed::lang_of(tag).ok()
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The language to start in: an embed's `lang=`, else the player's
/// choice, else the browser's.
pub fn initial(embed_lang: Option<&str>) -> &'static str {
    if let Some(lang) = embed_lang {
        return supported(lang).unwrap_or("en");
    }
    let chosen = storage()
        .and_then(|s| s.get_item(KEY).ok().flatten())
        .and_then(|l| supported(&l));
    chosen
        .or_else(|| {
            web_sys::window()?
                .navigator()
                .languages()
                .iter()
                .filter_map(|l| l.as_string())
                .find_map(|l| supported(&l))
        })
        .unwrap_or("en")
}

/// Starts the page in `lang`: in English if its messages cannot be
/// fetched, `<html lang>` (which the first paint set to `lang`) included,
/// and then says so.
pub async fn start(lang: &'static str) {
    if load(lang).await.is_err() {
        say_failed(lang);
    }
}

/// Says that `lang` could not be fetched, in the app's notice: the words
/// go into `<html data-notice>`, which `assets/pwa.js` shows as it shows
/// the offline and update notices (in plain JS, sparing the wasm a view).
/// `<html lang>` is the page's language again (at the start, English).
fn say_failed(lang: &str) {
    let name = LANGUAGES.iter().find(|(code, _)| *code == lang);
    let said = crate::tr!(
        "language-failed",
        language = name.map_or(lang, |(_, name)| name)
    );
    if let Some(root) = document().document_element() {
        _ = root.set_attribute("lang", i18n::current_lang());
        _ = root.set_attribute("data-notice", &said);
    }
}

/// Fetches and installs `lang`'s catalogue (English needs none) and sets
/// `<html lang>`. If it cannot be fetched the page stays in the language
/// it is in, and the reason is returned.
pub async fn load(lang: &'static str) -> Result<(), String> {
    // Each language's patterns are fetched once and kept for the page's
    // life (the messages point into them), so switching back and forth
    // holds at most one copy of each.
    thread_local! {
        static FETCHED: std::cell::RefCell<Vec<(&'static str, &'static str)>> =
            const { std::cell::RefCell::new(Vec::new()) };
    }
    if lang == "en" {
        i18n::install(None);
    } else {
        let kept = FETCHED.with_borrow(|f| f.iter().find(|(l, _)| *l == lang).map(|(_, t)| *t));
        let text = match kept {
            Some(text) => text,
            None => {
                let text = super::dom::fetch_text(&format!("i18n/{lang}/messages.txt")).await?;
                let text: &'static str = Box::leak(text.into_boxed_str());
                FETCHED.with_borrow_mut(|f| f.push((lang, text)));
                text
            }
        };
        // A message the file lacks or gets wrong: English stands in.
        i18n::install(Some(Messages::from_flat(lang, text)));
    }
    if let Some(root) = document().document_element() {
        _ = root.set_attribute("lang", lang);
    }
    Ok(())
}

/// Switches the page to `lang` and keeps the choice: the app is drawn
/// again in it once its catalogue is there. If it cannot be fetched,
/// nothing changes (nor is the choice kept), the app's notice says so, and
/// `failed` is set (the picker goes back to the page's language).
pub fn choose(lang: &'static str, failed: RwSignal<bool>) {
    spawn_local(async move {
        if load(lang).await.is_ok() {
            if let Some(s) = storage() {
                _ = s.set_item(KEY, lang);
            }
            // Not from inside the change handler of the app being replaced.
            request_animation_frame(super::dom::redraw);
        } else {
            say_failed(lang);
            failed.set(true);
        }
    });
}

/// The language drop-down (the footer's and the game menu's).
pub fn select(class: &'static str, testid: &'static str) -> impl IntoView {
    let failed = RwSignal::new(false);
    super::controls::setting_select(
        class,
        crate::t!("setting-language"),
        testid,
        LANGUAGES
            .iter()
            .map(|(code, name)| (code.to_string(), *name))
            .collect(),
        // Read again when a switch fails: back to the page's language.
        Box::new(move || {
            failed.track();
            i18n::current_lang().to_string()
        }),
        Box::new(move |code| {
            if let Some(lang) = supported(&code) {
                choose(lang, failed);
            }
        }),
    )
}
