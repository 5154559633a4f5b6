"""The engines of build fb9edddcb654 (e300, tm, ma), frozen to replay its saves."""
