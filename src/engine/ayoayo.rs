//! Ayoayo (being written).
