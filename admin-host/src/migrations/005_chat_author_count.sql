-- The account menu's new-message count (GET usermanagement/chat/count) counts a buyer's messages
-- by author from this index alone, without reading the conversation.
CREATE INDEX chat_messages_customer_author ON chat_messages(customer_id, is_user);
