"""The contract every game engine follows, and the machinery shared by all of them."""
