//! The page's language: chosen by the player (kept in the browser), else
//! the first of the browser's languages (`navigator.languages`) the app
//! speaks, else English. An embed takes its own from `lang=` and keeps
//! nothing. Another language than English has its catalogue fetched
//! (`i18n/<lang>/*.ftl`, precached for offline use) and installed in
//! [`crate::i18n`] before the app shows anything in it; `<html lang>`
//! follows.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::i18n::{self, Catalogue, FILES, LANGUAGES};

/// Where the player's choice is kept.
const KEY: &str = "rainbow-games/lang";

/// The language shown now, for views to follow: it changes once the
/// chosen language's catalogue is installed.
#[derive(Clone, Copy)]
pub struct Lang(pub RwSignal<&'static str>);

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

/// Fetches and installs `lang`'s catalogue (English needs none) and sets
/// `<html lang>`. If it cannot be fetched the page stays in the language
/// it is in, and the reason is returned.
pub async fn load(lang: &'static str) -> Result<(), String> {
    if lang == "en" {
        i18n::install(None);
    } else {
        let mut files = Vec::new();
        for file in FILES {
            let text = super::rules::fetch_text(&format!("i18n/{lang}/{file}")).await?;
            files.push(&*Box::leak(text.into_boxed_str()));
        }
        // A message the file gets wrong is left out: English stands in.
        i18n::install(Some(Catalogue::parse(lang, &files).0));
    }
    if let Some(root) = document().document_element() {
        _ = root.set_attribute("lang", lang);
    }
    Ok(())
}

/// Switches the page to `lang` and keeps the choice.
pub fn choose(lang: &'static str) {
    if let Some(s) = storage() {
        _ = s.set_item(KEY, lang);
    }
    let shown = expect_context::<Lang>().0;
    spawn_local(async move {
        if load(lang).await.is_ok() {
            shown.set(lang);
        }
    });
}

/// The language drop-down (the footer's and the game menu's).
pub fn select(class: &'static str, testid: &'static str) -> impl IntoView {
    let shown = expect_context::<Lang>().0;
    super::setting_select(
        class,
        i18n::t("setting-language"),
        testid,
        LANGUAGES
            .iter()
            .map(|(code, name)| (code.to_string(), *name))
            .collect(),
        Box::new(move || shown.get().to_string()),
        Box::new(move |code| {
            if let Some(lang) = supported(&code) {
                choose(lang);
            }
        }),
    )
}
