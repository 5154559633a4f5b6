"""The engines of build 36698ec748ef (e300, tm, ma), frozen to replay its saves."""
