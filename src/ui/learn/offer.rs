//! The offer to learn a game, made once, the first time someone opens a
//! game they have never played nor learned (on the game's page, so its
//! code is the pages' module's, not the Learn page's).

use leptos::prelude::*;

use crate::games::GameDef;
use crate::t;
use crate::ui::store::{has_saved_game, storage};

/// The games whose offer was made, a space-separated list.
const OFFERED_KEY: &str = "rainbow-games/learn-offered";

/// Whether to offer `game`'s lessons now; the offer is noted as made.
fn offer_now(game: &str) -> bool {
    let Some(s) = storage() else {
        return false;
    };
    let offered = s.get_item(OFFERED_KEY).ok().flatten().unwrap_or_default();
    let learned = !super::progress::load(game).is_empty();
    if offered.split(' ').any(|g| g == game) || learned || has_saved_game(game) {
        return false;
    }
    s.set_item(OFFERED_KEY, &format!("{offered} {game}"))
        .is_ok()
}

/// "New to Owari? Learn it by playing", with a link and a way to dismiss it.
#[component]
pub fn Offer(game: &'static GameDef) -> impl IntoView {
    let open = RwSignal::new(offer_now(game.id));
    move || {
        open.get().then(|| {
            view! {
                <p class="notice" data-testid="learn-offer" role="status">
                    {crate::tr!("learn-offer", game = game.title())} " "
                    <a class="button primary" href=format!("#/learn/{}", game.id)>{t!("learn-to-play")}</a> " "
                    <button class="link" data-testid="learn-offer-dismiss" on:click=move |_| open.set(false)>{t!("dismiss")}</button>
                </p>
            }
        })
    }
}
