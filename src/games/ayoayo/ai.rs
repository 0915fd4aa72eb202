//! What the computer players know of Ayoayo: seeds in store, and a store past half has won.

crate::ai::game::scored_by_stores!(super::Ayoayo);
