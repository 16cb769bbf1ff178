-- OpenCart's default language code, which VueFront's shipped texts use, is en-gb: the demo store's
-- English was en-us (docs/decisions/160-module-behaviour.md). Sessions that chose it keep English.
update language set code = 'en-gb' where code = 'en-us' and not exists (select 1 from language where code = 'en-gb');
update session set language = 'en-gb' where language = 'en-us';
